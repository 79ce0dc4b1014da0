import type { Lang } from '@gp/shared';
import { count, oneTimeCode, platformMessages, siteOrigin } from './platform-messages';

const LONG = 'A'.repeat(5000);
/** What a stranger could type, in every shape that has broken a text before. */
const HOSTILE = [
  '</script>',
  '$&',
  '$1',
  '\u202Eevil\u202C',
  '\u2066evil\u2069',
  'line\nbreak\r',
  'https://evil.cr/pago',
  'Pague su plan en evil.cr/pago',
  LONG,
];
const HOSTILE_NUMBERS = [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60];
const LANGS: Lang[] = ['en', 'es'];

type Template = keyof typeof platformMessages;

/**
 * Every template, run with values the platform made from hostile input where an input reaches it
 * (the origin is read from configuration, a path or query on it is dropped), and the exact text.
 */
const cases: { [T in Template]: { run: (lang: Lang, hostile: string) => string; text: Record<Lang, string[]> } } = {
  newRequests: {
    run: (lang, hostile) =>
      [1, 3]
        .map((requests) =>
          platformMessages.newRequests(lang, {
            requests: count(requests),
            origin: siteOrigin(`https://guanacastepros.com/${hostile}?q=${hostile}#${hostile}`),
          }),
        )
        .join('|'),
    text: {
      en: [
        '1 new request on Guanacaste Pros. Read it at https://guanacastepros.com/en/account?tab=requests',
        '3 new requests on Guanacaste Pros. Read them at https://guanacastepros.com/en/account?tab=requests',
      ],
      es: [
        '1 solicitud nueva en Guanacaste Pros. Léela en https://guanacastepros.com/es/account?tab=requests',
        '3 solicitudes nuevas en Guanacaste Pros. Léelas en https://guanacastepros.com/es/account?tab=requests',
      ],
    },
  },
  verificationCode: {
    run: (lang, hostile) =>
      platformMessages.verificationCode(lang, {
        code: oneTimeCode('012345'),
        origin: siteOrigin(`http://localhost:3000/${hostile}`),
      }),
    text: {
      en: ['Your Guanacaste Pros code is 012345\n\n@localhost #012345'],
      es: ['Tu código de Guanacaste Pros es 012345\n\n@localhost #012345'],
    },
  },
};

describe('texts the platform sends', () => {
  it('are fixed words in the recipient’s language plus the platform’s own values, whatever a stranger typed', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(platformMessages).sort());
    for (const [name, { run, text }] of Object.entries(cases)) {
      for (const lang of LANGS) {
        for (const hostile of HOSTILE) {
          const sent = run(lang, hostile);
          expect([name, lang, sent]).toEqual([name, lang, text[lang].join('|')]);
          expect(sent).not.toMatch(/\p{Cf}|<|\$|evil/u);
        }
        // An unknown language is English, never a path of its own.
        expect(run('</script>' as Lang, '')).toBe(text.en.join('|'));
      }
    }
    // The platform's values refuse what is not theirs, rather than carry it.
    for (const hostile of HOSTILE) {
      expect(() => oneTimeCode(hostile)).toThrow(RangeError);
      expect(() => oneTimeCode(`123456${hostile}`)).toThrow(RangeError);
      expect(() => siteOrigin(`javascript:${hostile}`)).toThrow();
    }
    for (const number of HOSTILE_NUMBERS) expect(() => count(number)).toThrow(RangeError);
  });
});
