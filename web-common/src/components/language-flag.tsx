import { languageByCode } from '@gp/shared';

/** Emoji fonts first, so a flag shows as a flag where the system has one. */
const EMOJI_FONTS = {
  fontFamily: "'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', sans-serif",
  lineHeight: 1,
} as const;

/** The flag of a spoken language; decorative, since its name is always next to it. */
export function LanguageFlag({ code }: { code: string }) {
  return (
    <span aria-hidden="true" style={EMOJI_FONTS}>
      {languageByCode(code)?.flag}
    </span>
  );
}
