import { changedDescription, descriptionFor, descriptionTexts, sameDescription } from './profile-description';

describe('a profile description in Spanish, English or both', () => {
  it("shows the page's language, else the other one, with its language; nothing without either", () => {
    const both = { en: 'Plumbing', es: 'Fontanería' };
    expect(descriptionFor(both, 'es')).toEqual({ text: 'Fontanería', lang: 'es' });
    expect(descriptionFor(both, 'en')).toEqual({ text: 'Plumbing', lang: 'en' });
    expect(descriptionFor({ en: 'Plumbing' }, 'es')).toEqual({ text: 'Plumbing', lang: 'en' });
    expect(descriptionFor({ es: 'Fontanería' }, 'en')).toEqual({ text: 'Fontanería', lang: 'es' });
    expect(descriptionFor({}, 'en')).toBeNull();
    expect(descriptionFor({ es: '' }, 'es')).toBeNull();
  });

  it('changes the languages a change names, an empty text removing one, and keeps the others', () => {
    const both = { en: 'Plumbing', es: 'Fontanería' };
    expect(changedDescription(both, { es: 'Bombas' })).toEqual({ en: 'Plumbing', es: 'Bombas' });
    expect(changedDescription(both, { en: '' })).toEqual({ es: 'Fontanería' });
    expect(changedDescription({}, { en: 'Plumbing' })).toEqual({ en: 'Plumbing' });
    expect(changedDescription({ es: 'x' }, { es: '' })).toEqual({});
  });

  it('compares and lists the texts language by language', () => {
    expect(sameDescription({ en: 'a', es: 'b' }, { es: 'b', en: 'a' })).toBe(true);
    expect(sameDescription({ en: 'a' }, { en: 'a', es: 'b' })).toBe(false);
    expect(descriptionTexts({ es: 'b', en: 'a' })).toEqual(['a', 'b']);
    expect(descriptionTexts({})).toEqual([]);
  });
});
