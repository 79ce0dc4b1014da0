import type { Lang } from '@gp/shared';

/**
 * Every text the platform sends (SMS now, any later channel too) is one of these templates, in the
 * recipient's language (DESIGN §9): fixed words plus values the platform controls, never words
 * another user wrote, so nobody can speak to a pro or a client with the platform as sender. A
 * parameter is one of the types below, each checked where it is made, so a template cannot be
 * handed a name, a message or a link someone typed.
 */

/** Our own site's origin (PUBLIC_ORIGIN), with no path, query or fragment. */
export type SiteOrigin = string & { readonly __brand: 'SiteOrigin' };
/** A one-time code the platform drew: digits only. */
export type OneTimeCode = string & { readonly __brand: 'OneTimeCode' };
/** A count the platform made: a positive whole number. */
export type Count = number & { readonly __brand: 'Count' };

export function siteOrigin(origin: string): SiteOrigin {
  const { protocol, origin: parsed } = new URL(origin);
  if (protocol !== 'https:' && protocol !== 'http:') throw new RangeError(`not a web origin: ${origin}`);
  return parsed as SiteOrigin;
}

export function oneTimeCode(code: string): OneTimeCode {
  if (!/^[0-9]{4,10}$/.test(code)) throw new RangeError('a one-time code is 4 to 10 digits');
  return code as OneTimeCode;
}

/**
 * An id the platform drew (a UUID: a pro's account, a request), so a link to the pro's page names
 * the pro without the name the pro typed, and a link to a request names it without its words.
 */
export type PlatformId = string & { readonly __brand: 'PlatformId' };

export function platformId(id: string): PlatformId {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id))
    throw new RangeError('a platform id is a lower-case UUID');
  return id as PlatformId;
}

export function count(value: number): Count {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`not a positive count: ${value}`);
  return value as Count;
}

// Only our two languages name a path, whatever a caller passes.
const inbox = (origin: SiteOrigin, lang: Lang, request?: PlatformId) =>
  `${origin}/${lang === 'es' ? 'es' : 'en'}/account?tab=requests${request ? `&lead=${request}` : ''}`;
const profile = (origin: SiteOrigin, lang: Lang, pro: PlatformId) =>
  `${origin}/${lang === 'es' ? 'es' : 'en'}/profile/${pro}`;

export const platformMessages = {
  /**
   * To a pro: requests arrived (several in a batching window are one text), and where to read them:
   * one request's text opens that request (`request`, its platform id), several open the inbox.
   */
  newRequests(
    lang: Lang,
    { requests, origin, request }: { requests: Count; origin: SiteOrigin; request?: PlatformId },
  ): string {
    const link = inbox(origin, lang, requests === 1 ? request : undefined);
    if (lang === 'es')
      return requests === 1
        ? `1 solicitud nueva en Guanacaste Pros. Léela en ${link}`
        : `${requests} solicitudes nuevas en Guanacaste Pros. Léelas en ${link}`;
    return requests === 1
      ? `1 new request on Guanacaste Pros. Read it at ${link}`
      : `${requests} new requests on Guanacaste Pros. Read them at ${link}`;
  },

  /**
   * To a visitor who sent a pro a request, at the number they gave: it went, and to whom. The pro is
   * named by a link to their page on our site, not by the name they typed (a pro could name their
   * business "Pay your fee at evil.cr"); nothing the visitor wrote either.
   */
  requestSent(lang: Lang, { pro, origin }: { pro: PlatformId; origin: SiteOrigin }): string {
    const link = profile(origin, lang, pro);
    return lang === 'es'
      ? `Tu solicitud se envió por Guanacaste Pros. Este es el profesional al que le escribiste: ${link}`
      : `Your request was sent through Guanacaste Pros. This is the pro you wrote to: ${link}`;
  },

  /**
   * A phone verification code, ending with the origin-bound line (`@host #code`) that lets the
   * browser offer the code (WebOTP, autocomplete="one-time-code") only on our own site.
   */
  verificationCode(lang: Lang, { code, origin }: { code: OneTimeCode; origin: SiteOrigin }): string {
    const text = lang === 'es' ? `Tu código de Guanacaste Pros es ${code}` : `Your Guanacaste Pros code is ${code}`;
    return `${text}\n\n@${new URL(origin).hostname} #${code}`;
  },
} as const;
