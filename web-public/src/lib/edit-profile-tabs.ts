/** Spec §2: the tabs of edit-contractor-profile, chosen by `?tab=`; anything else shows the first. */
export const EDIT_PROFILE_TABS = ['basicInfo', 'zonesAndHours', 'photos'] as const;
export type EditProfileTab = (typeof EDIT_PROFILE_TABS)[number];

export function editProfileTabOf(value: string | null): EditProfileTab {
  return (EDIT_PROFILE_TABS as readonly string[]).includes(value ?? '')
    ? (value as EditProfileTab)
    : EDIT_PROFILE_TABS[0];
}

export const editProfilePath = (lang: string, tab: EditProfileTab) => `/${lang}/edit-contractor-profile?tab=${tab}`;
