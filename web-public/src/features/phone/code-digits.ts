import { PHONE_CODE_LENGTH } from '@gp/shared';

/** The boxes of the code input: one digit or '' each. */
export type CodeDigits = readonly string[];

export const emptyCode = (length: number = PHONE_CODE_LENGTH): CodeDigits => Array.from({ length }, () => '');

export const digitsOf = (text: string) => text.replace(/\D/g, '');

export const isComplete = (digits: CodeDigits) => digits.every((digit) => digit !== '');

export interface Filled {
  digits: CodeDigits;
  /** The box to focus next: the one after the last digit written, or the last box. */
  focus: number;
}

/**
 * Writes the digits of `text` into the boxes from `from` on. A whole code (pasted, or put into one
 * box by SMS autofill) always fills the boxes from the first, wherever it landed.
 */
export function fillDigits(current: CodeDigits, from: number, text: string): Filled {
  const incoming = digitsOf(text);
  const start = incoming.length >= current.length ? 0 : from;
  const digits = [...current];
  const written = incoming.slice(0, current.length - start);
  for (const [offset, digit] of [...written].entries()) digits[start + offset] = digit;
  return { digits, focus: Math.min(start + written.length, current.length - 1) };
}
