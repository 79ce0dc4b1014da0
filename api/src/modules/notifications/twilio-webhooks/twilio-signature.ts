import type { FastifyRequest } from 'fastify';
import { validateRequest } from 'twilio/lib/webhooks/webhooks';
import { DomainError } from '../../../core/errors/domain-error';

export interface TwilioWebhookSettings {
  /** Unset (no Twilio account configured): every webhook call is refused. */
  authToken: string | undefined;
  /** The site's public address, which Twilio signed: the proxy in front may change host and scheme. */
  publicOrigin: string;
}

/**
 * The form of a webhook call Twilio signed (X-Twilio-Signature: HMAC-SHA1 of the full URL and the
 * sorted form fields, keyed by the account's auth token, checked by the `twilio` package's
 * validateRequest). Anything else — no signature, a forged one, a field changed — is refused
 * before its fields are read.
 */
export function signedTwilioForm(request: FastifyRequest, settings: TwilioWebhookSettings): Record<string, string> {
  const signature = request.headers['x-twilio-signature'];
  const form = request.body as Record<string, string> | undefined;
  const url = `${settings.publicOrigin}${request.url}`;
  if (!settings.authToken || typeof signature !== 'string' || !form) throw new DomainError('WEBHOOK.SIGNATURE_INVALID');
  if (!validateRequest(settings.authToken, signature, url, form)) throw new DomainError('WEBHOOK.SIGNATURE_INVALID');
  return form;
}
