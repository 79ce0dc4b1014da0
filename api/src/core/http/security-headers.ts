import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_START_SCRIPT_SOURCE } from '../../web/app-start';
import { isSecure } from '../auth/session-cookie';

/**
 * The Content-Security-Policy of every response. The built pages load scripts only from their own
 * files, but for the one inline script that starts web-public's app, allowed by its hash (a fixed
 * text), so script-src needs neither 'unsafe-inline' nor nonces. Mantine writes
 * its CSS variables into <style> tags and style attributes at run time, hence style-src
 * 'unsafe-inline' (styles cannot run code). Photos and previews may be data: or blob: URLs.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${APP_START_SCRIPT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Powerful features the marketplace never uses, refused for the page and anything it embeds; the
 * location only for the site's own pages ("Near me" asks the phone once, and keeps it on the phone).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** What every answer carries, a page's or the API's. */
const EVERY_ANSWER = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/** Pages, files and redirects: what a document the browser shows needs. */
const PAGE_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  ...EVERY_ANSWER,
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/**
 * An API answer is data, never a page to render: opened as a document it may load and run nothing
 * and be framed by no one (OWASP's REST headers). Inline styles only: the browser's own viewer of
 * a photo or of JSON opened on its own styles itself inline (styles cannot run code). A script's
 * features (Permissions-Policy) and its window (COOP) have no page to act on. Shorter than a
 * page's, on the busiest answers.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * API answers hold personal data (a session, leads, an admin's lists) unless their route says
 * otherwise: the public reads revalidate with an ETag (conditional-get.ts) and photos carry their
 * own rule. Until then no cache, the browser's or a shared one in front of the site, keeps them.
 */
export const API_CACHE_CONTROL = 'no-store';

const API_HEADERS = {
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  ...EVERY_ANSWER,
  'Cache-Control': API_CACHE_CONTROL,
} as const;

/**
 * Sets the security headers on a response (an API answer's own, with its default Cache-Control, or
 * a page's); HSTS only over HTTPS (as the proxy reports it when TRUST_PROXY).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply.headers(request.url.startsWith('/api/') ? API_HEADERS : PAGE_HEADERS);
  if (isSecure(request)) void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
