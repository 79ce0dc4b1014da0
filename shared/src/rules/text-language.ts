import type { Lang } from '../constants/constants';

/*
 * Which of Spanish and English a text is written in, from its small words: articles,
 * prepositions, conjunctions and pronouns that belong to one language only. Deterministic and
 * frozen: the upcaster of a v1 ProfileDescribed reads it (events/upcasters.ts), so changing a word
 * here changes what old events say on the next rebuild. Add a new guesser rather than edit this one.
 */
const SPANISH = new Set(
  (
    'el la los las un una unos unas del al de y e o u en con por para sin sobre entre desde hasta ' +
    'que como cuando donde pero porque su sus nuestro nuestra nuestros nuestras mi mis tu tus ' +
    'es está están somos ofrecemos hacemos trabajamos tenemos le les se lo muy más también todo toda todos todas'
  ).split(' '),
);
const ENGLISH = new Set(
  (
    'the a an of and or in on at to for with from by into about without is are was be we our ours ' +
    'you your i my it its this that these those they their all every also more very will can do have has'
  ).split(' '),
);
/** Letters English does not use. */
const SPANISH_LETTERS = /[ñáéíóúü]/;
/** Opening question and exclamation marks: Spanish only. */
const SPANISH_MARKS = /[¿¡]/g;

/** 'es' or 'en' when the text's small words say so (more of one than the other), else null. */
export function guessTextLanguage(text: string): Lang | null {
  let spanish = text.match(SPANISH_MARKS)?.length ?? 0;
  let english = 0;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (SPANISH.has(word) || SPANISH_LETTERS.test(word)) spanish += 1;
    if (ENGLISH.has(word)) english += 1;
  }
  if (spanish === english) return null;
  return spanish > english ? 'es' : 'en';
}
