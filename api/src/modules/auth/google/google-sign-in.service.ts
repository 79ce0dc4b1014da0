import type {} from '@fastify/cookie';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeAfterSignIn, safeNextRoute, type AccountRole, type GoogleSignInStartQuery, type Lang } from '@gp/shared';
import { KEY_VALUE, type KeyValueStore } from '@gp/shared/server';
import { AUTH_RATE_LIMITS, RateLimiter } from '../../../core/auth/rate-limiter';
import { newToken } from '../../../core/ids/ids';
import { AuthService, type HttpExchange } from '../auth.service';
import { GoogleOidcClient, GoogleSignInRefused } from './google-oidc.client';
import { clientAddress } from '../../../core/http/client-address';

export const GOOGLE_STATE_TTL_MS = 10 * 60 * 1000;
const STATE_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** What the start of a sign-in left for its callback, under `oidc:{state}`. */
interface PendingSignIn {
  nonce: string;
  codeVerifier: string;
  lang: Lang;
  nextRoute?: string;
  betaKey?: string;
  role?: AccountRole;
}

export interface GoogleCallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

const stateKey = (state: string) => `oidc:${state}`;

/**
 * The state also goes into a short cookie, and the callback must come with it: a callback link
 * started by someone else (login CSRF into the attacker's account) is refused.
 */
const stateCookieName = (request: FastifyRequest) =>
  request.protocol === 'https' ? '__Host-gp_oidc_state' : 'gp_oidc_state';
const stateCookieOptions = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/' }) as const;

/** Where a refused or switched-off Google sign-in lands: the sign-in page, with the link's parameters and no error. */
function signInPage(link: { lang: Lang; nextRoute?: string; betaKey?: string; role?: AccountRole }): string {
  const query = new URLSearchParams();
  if (link.nextRoute) query.set('nextRoute', link.nextRoute);
  if (link.betaKey) query.set('betakey', link.betaKey);
  if (link.role) query.set('role', link.role);
  const search = query.toString();
  return `/${link.lang}/signin${search ? `?${search}` : ''}`;
}

/**
 * Google sign-in (OpenID Connect authorization code flow with PKCE). Both steps answer with the
 * URL to redirect the browser to; a failure at any step is logged and lands on the sign-in page.
 */
@Injectable()
export class GoogleSignInService {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    private readonly oidc: GoogleOidcClient,
    private readonly auth: AuthService,
    private readonly rateLimiter: RateLimiter,
    @Inject(KEY_VALUE) private readonly keyValue: KeyValueStore,
  ) {}

  async start(query: GoogleSignInStartQuery, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const pending: PendingSignIn = {
      nonce: newToken(32),
      codeVerifier: newToken(32),
      lang: query.lang,
      nextRoute: safeNextRoute(query.nextRoute) ?? undefined,
      betaKey: query.betakey,
      role: query.role,
    };
    if (!this.oidc.enabled) return signInPage(pending);
    try {
      await this.rateLimiter.hit([{ limit: AUTH_RATE_LIMITS.signInPerIp, subject: clientAddress(request) }]);
      const state = newToken(32);
      await this.keyValue.set(stateKey(state), JSON.stringify(pending), { ttlMs: GOOGLE_STATE_TTL_MS });
      const url = await this.oidc.authorizationUrl(state, pending);
      reply.setCookie(stateCookieName(request), state, {
        ...stateCookieOptions(request),
        maxAge: GOOGLE_STATE_TTL_MS / 1000,
      });
      return url;
    } catch (error) {
      this.ignore(error);
      return signInPage(pending);
    }
  }

  async callback(query: GoogleCallbackQuery, exchange: HttpExchange): Promise<string> {
    const { request, reply } = exchange;
    const browserState = request.cookies?.[stateCookieName(request)];
    reply.clearCookie(stateCookieName(request), stateCookieOptions(request));
    let pending: PendingSignIn | null = null;
    try {
      pending = await this.take(query.state);
      if (!pending) throw new GoogleSignInRefused('unknown, expired or already used state');
      if (browserState !== query.state) throw new GoogleSignInRefused('state was not issued to this browser');
      if (query.error) throw new GoogleSignInRefused(`Google answered ${query.error}`);
      if (!query.code) throw new GoogleSignInRefused('no authorization code');
      const email = await this.oidc.verifiedEmail(query.code, pending);
      const { user } = await this.auth.signInWithVerifiedEmail(
        { email, preferredLang: pending.lang, betaKey: pending.betaKey, role: pending.role },
        exchange,
      );
      return routeAfterSignIn(user, pending.lang, pending.nextRoute);
    } catch (error) {
      this.ignore(error);
      return signInPage(pending ?? { lang: 'en' });
    }
  }

  /** Single use: the first callback to mark a state taken gets it; a replay or a racing twin gets nothing. */
  private async take(state: string | undefined): Promise<PendingSignIn | null> {
    if (!state || !STATE_FORMAT.test(state)) return null;
    if (!(await this.keyValue.setIfAbsent(`${stateKey(state)}:taken`, '1', { ttlMs: GOOGLE_STATE_TTL_MS })))
      return null;
    const raw = await this.keyValue.get(stateKey(state));
    await this.keyValue.delete(stateKey(state));
    return raw ? (JSON.parse(raw) as PendingSignIn) : null;
  }

  private ignore(error: unknown): void {
    this.logger.warn(`Google sign-in ignored: ${error instanceof Error ? error.message : String(error)}`);
  }
}
