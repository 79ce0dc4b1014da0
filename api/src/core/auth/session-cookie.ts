import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_MS } from './session.service';

/** Under https a cookie of ours gets the __Host- prefix: Secure, Path=/, no Domain, so no subdomain can set it. */
export const hostCookieName = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);
export const sessionCookieName = (secure: boolean) => hostCookieName('gp_session', secure);

declare module 'fastify' {
  interface FastifyRequest {
    /** The session this request opened, if any: a replay of the request (Idempotency-Key) hands the same one back. */
    openedSessionId?: string;
  }
}

export const isSecure = (request: FastifyRequest) => request.protocol === 'https';

export function readSessionCookie(request: FastifyRequest): string | null {
  return request.cookies?.[sessionCookieName(isSecure(request))] ?? null;
}

export function writeSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  request.openedSessionId = sessionId;
  reply.setCookie(sessionCookieName(isSecure(request)), sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(isSecure(request)), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
  });
}
