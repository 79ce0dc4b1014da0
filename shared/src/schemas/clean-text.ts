/**
 * Free text as people meant it: NFC-normalised (an accent typed as e + ◌́ is stored as é), without
 * characters that hide or reorder what others see — NUL and other control characters, zero-width
 * spaces, word joiners, byte-order marks and the bidirectional marks, embeddings, overrides and
 * isolates (a name such as "Ana\u202Eevil" would otherwise render reversed). Emoji stay whole: a
 * zero-width joiner is kept where it joins two pictographs (👩‍🔧).
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const STRAY_JOINER =
  /(?<!\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

export function cleanText(text: string): string {
  return text.normalize('NFC').replace(HIDDEN, '').replace(STRAY_JOINER, '');
}

/** cleanText for one-line fields (names, titles): tabs and line breaks become spaces. */
export function cleanLine(text: string): string {
  return cleanText(text).replace(/[\t\r\n]+/g, ' ');
}
