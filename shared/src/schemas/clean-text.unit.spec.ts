import { cleanLine, cleanText } from './clean-text';
import { changeDisplayNameRequestSchema } from './auth.schema';
import { submitReviewRequestSchema } from './review.schema';

describe('cleanText', () => {
  it.each([
    ['a bidi override', 'Ana\u202Eevil', 'Anaevil'],
    ['bidi isolates and marks', '\u2066Ana\u2069\u200F', 'Ana'],
    ['NUL and other controls', 'A\u0000n\u0007a\u009B', 'Ana'],
    ['zero-width spaces, word joiners and a BOM', '\uFEFFA\u200Bn\u2060a\u200C', 'Ana'],
    ['a decomposed accent, composed (NFC)', 'Jose\u0301', 'José'],
  ])('removes or normalises %s', (_case, input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it('keeps accents, ñ, emoji and emoji sequences joined by a zero-width joiner', () => {
    const text = 'Peña 👩‍🔧 👨🏽‍🌾 ❤️ ¡Pura vida!';
    expect(cleanText(text)).toBe(text);
  });

  it('drops a zero-width joiner that joins no emoji', () => {
    expect(cleanText('Ana\u200DMaría')).toBe('AnaMaría');
  });

  it('keeps line breaks in multi-line text, and turns them into spaces in one-line fields', () => {
    expect(cleanText('line one\nline two')).toBe('line one\nline two');
    expect(cleanLine('Playa\r\nFix\tCR')).toBe('Playa Fix CR');
  });
});

describe('free text in request schemas', () => {
  it('stores a display name cleaned, and refuses one made only of invisible characters', () => {
    expect(changeDisplayNameRequestSchema.parse({ displayName: ' Jose\u0301 \u202EFix ' }).displayName).toBe(
      'José Fix',
    );
    expect(changeDisplayNameRequestSchema.safeParse({ displayName: '\u200B\u202E\u2066' }).success).toBe(false);
  });

  it('cleans a review title and body', () => {
    const review = submitReviewRequestSchema.parse({
      contractorId: 'c1',
      rating: 5,
      email: 'a@example.com',
      title: 'Gre\u202Eat',
      body: 'Fixed\u0000 it\n👍',
    });
    expect(review.title).toBe('Great');
    expect(review.body).toBe('Fixed it\n👍');
  });
});
