import { formatAverage, formatRating } from './format-rating';

describe('ratings in words', () => {
  // Averages come from the API already to 2 decimals (shared's rating rule).
  it.each([
    [4.67, 'en', '4.67', '4.67'],
    [4.67, 'es', '4,67', '4,67'],
    [3.05, 'es', '3,05', '3,05'],
    [4.5, 'es', '4,50', '4,50'],
    [5, 'en', '5.00', '5'],
    [0, 'es', '0,00', '0'],
  ] as const)('%d in %s: average %s, rating %s, as Intl writes them', (value, lang, average, rating) => {
    expect(formatAverage(value, lang)).toBe(average);
    expect(formatRating(value, lang)).toBe(rating);
    // The page language's own rules, for the range ratings live in.
    expect(formatAverage(value, lang)).toBe(
      new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
    );
  });
});
