/**
 * DESIGN §9: a photo is public once approved. What a visitor sees as the profile (or cover) photo
 * is the one the user chose once it is approved; until then the one shown before, while it stays
 * approved; else none (the initials). Folded event by event, since "the one before" is history.
 */
export const publicPhotoId = (
  chosenId: string | null,
  shownId: string | null,
  isApproved: (photoId: string) => boolean,
): string | null => [chosenId, shownId].find((id): id is string => id !== null && isApproved(id)) ?? null;
