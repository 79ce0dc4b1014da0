import type { Lang } from '@gp/shared';
import { count, oneTimeCode, platformId, platformMessages, siteOrigin } from './platform-messages';

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
        .flatMap((requests) => [
          platformMessages.newRequests(lang, {
            requests: count(requests),
            origin: siteOrigin(`https://guanacastepros.com/${hostile}?q=${hostile}#${hostile}`),
          }),
          // One request's text opens it; several open the inbox, whichever request the caller names.
          platformMessages.newRequests(lang, {
            requests: count(requests),
            origin: siteOrigin(`https://guanacastepros.com/${hostile}?q=${hostile}#${hostile}`),
            request: platformId('5f0e8d1c-2b3a-4c5d-8e9f-0a1b2c3d4e5f'),
          }),
        ])
        .join('|'),
    text: {
      en: [
        '1 new request on Guanacaste Pros. Read it at https://guanacastepros.com/en/account?tab=requests',
        '1 new request on Guanacaste Pros. Read it at https://guanacastepros.com/en/account?tab=requests&lead=5f0e8d1c-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
        '3 new requests on Guanacaste Pros. Read them at https://guanacastepros.com/en/account?tab=requests',
        '3 new requests on Guanacaste Pros. Read them at https://guanacastepros.com/en/account?tab=requests',
      ],
      es: [
        '1 solicitud nueva en Guanacaste Pros. Léela en https://guanacastepros.com/es/account?tab=requests',
        '1 solicitud nueva en Guanacaste Pros. Léela en https://guanacastepros.com/es/account?tab=requests&lead=5f0e8d1c-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
        '3 solicitudes nuevas en Guanacaste Pros. Léelas en https://guanacastepros.com/es/account?tab=requests',
        '3 solicitudes nuevas en Guanacaste Pros. Léelas en https://guanacastepros.com/es/account?tab=requests',
      ],
    },
  },
  requestSent: {
    run: (lang, hostile) =>
      platformMessages.requestSent(lang, {
        pro: platformId('0b7c6f1e-5a2d-4c3b-9e8f-1a2b3c4d5e6f'),
        origin: siteOrigin(`https://guanacastepros.com/${hostile}?q=${hostile}`),
      }),
    text: {
      en: [
        'Your request was sent through Guanacaste Pros. This is the pro you wrote to: https://guanacastepros.com/en/profile/0b7c6f1e-5a2d-4c3b-9e8f-1a2b3c4d5e6f',
      ],
      es: [
        'Tu solicitud se envió por Guanacaste Pros. Este es el profesional al que le escribiste: https://guanacastepros.com/es/profile/0b7c6f1e-5a2d-4c3b-9e8f-1a2b3c4d5e6f',
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
      // A pro is named by the id the platform drew, never by a name or anything else a person typed.
      expect(() => platformId(hostile)).toThrow(RangeError);
      expect(() => platformId(`0b7c6f1e-5a2d-4c3b-9e8f-1a2b3c4d5e6f${hostile}`)).toThrow(RangeError);
      expect(() => platformId(`${hostile}0b7c6f1e-5a2d-4c3b-9e8f-1a2b3c4d5e6f`)).toThrow(RangeError);
    }
    for (const number of HOSTILE_NUMBERS) expect(() => count(number)).toThrow(RangeError);
  });
});
