import type { FastifyRequest } from 'fastify';
import type { EventMetadata } from '@gp/shared/server';
import { deterministicUuid, newId } from '../ids/ids';

export interface CommandContext {
  commandId: string;
  metadata: Omit<EventMetadata, 'causationId'>;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * Who and why for the events a request appends. An Idempotency-Key header makes the command id
 * stable across retries of the same request (scoped to the caller, so keys cannot collide).
 */
export function commandContext(request: FastifyRequest): CommandContext {
  const actorId = request.actor?.userId ?? null;
  const key = request.headers['idempotency-key'];
  const commandId = typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? deterministicUuid('idempotency', actorId ?? 'anonymous', key) : newId();
  return {
    commandId,
    metadata: { actorId, onBehalfOf: request.actor?.impersonatorId ?? null, correlationId: String(request.id) },
  };
}

/** The context of one step of a request that runs several commands: each step gets its own stable id. */
export function stepContext(context: CommandContext, step: string): CommandContext {
  return { ...context, commandId: deterministicUuid(context.commandId, step) };
}
