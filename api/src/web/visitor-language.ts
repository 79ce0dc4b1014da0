import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANG,
  isLang,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  negotiateLanguage,
  type Lang,
} from '@gp/shared';
import { isSecure } from '../core/auth/session-cookie';

/**
 * The language of a page asked for without one: the one the visitor last used (the cookie), else
 * the better of en and es their browser asks for, else English (spec §2's default, which a crawler
 * sending no Accept-Language still gets).
 */
export function visitorLanguage(request: FastifyRequest): Lang {
  const remembered = request.cookies?.[LANGUAGE_COOKIE];
  if (isLang(remembered)) return remembered;
  return negotiateLanguage(request.headers['accept-language']) ?? DEFAULT_LANG;
}

/**
 * A page in a language is a use of it: remembered, unless it already is. Not HttpOnly: the app
 * remembers a language switched to without a page load (web-common's rememberLanguage) in the same cookie.
 */
export function rememberLanguage(request: FastifyRequest, reply: FastifyReply, lang: Lang): void {
  if (request.cookies?.[LANGUAGE_COOKIE] === lang) return;
  void reply.setCookie(LANGUAGE_COOKIE, lang, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure: isSecure(request),
  });
}

/**
 * Whether the request carries cookies besides the remembered language: a page is the same for every
 * visitor who has none (it may be served from a shared copy), whichever language they remember.
 */
export function hasOwnCookies(request: FastifyRequest): boolean {
  return Object.keys(request.cookies ?? {}).some((name) => name !== LANGUAGE_COOKIE);
}
