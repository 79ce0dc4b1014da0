import type { FastifyRequest } from 'fastify';
import type { EventMetadata } from '@gp/shared/server';
import { deterministicUuid, newId } from '../ids/ids';
import { idempotencyKey, idempotencyScope, requestFingerprint } from './idempotency';

export interface CommandContext {
  commandId: string;
  metadata: Omit<EventMetadata, 'causationId'>;
}

/**
 * Who and why for the events a request appends. An Idempotency-Key header makes the command id
 * stable across retries of the same request: derived from the caller's key space, the key and the
 * request fingerprint, so the same key on another request (another body, another route, another
 * visitor) is another command and can never replay this one's events.
 */
export function commandContext(request: FastifyRequest): CommandContext {
  const actorId = request.actor?.userId ?? null;
  const key = idempotencyKey(request);
  const commandId = key
    ? deterministicUuid('idempotency', idempotencyScope(request), key, requestFingerprint(request))
    : newId();
  return {
    commandId,
    metadata: { actorId, onBehalfOf: request.actor?.impersonatorId ?? null, correlationId: String(request.id) },
  };
}

/** The context of one step of a request that runs several commands: each step gets its own stable id. */
export function stepContext(context: CommandContext, step: string): CommandContext {
  return { ...context, commandId: deterministicUuid(context.commandId, step) };
}
