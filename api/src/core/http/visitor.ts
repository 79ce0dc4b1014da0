import type { FastifyRequest } from 'fastify';
import { sha256Hex } from '../ids/ids';
import { clientAddress } from './client-address';

/**
 * Who a visitor is, for what counts once per visitor (a profile view, a contact tap): the session's
 * user, else the client's address and browser. Hashed: what is remembered per visitor has one short
 * size, however long a User-Agent is sent.
 */
export function visitorKey(request: FastifyRequest): string {
  const actor = request.actor;
  return sha256Hex(
    actor ? `user:${actor.userId}` : `client:${clientAddress(request)} ${request.headers['user-agent'] ?? ''}`,
  );
}
