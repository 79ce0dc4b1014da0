import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { registeredContracts } from '../http/api-contract';
import type { ProjectionProgress } from './projection-progress';

/** How long a query waits for the read models to reach the caller's own write. */
export const MIN_POSITION_WAIT_MS = 2_000;

const POSITION = /^\d{1,15}$/;

/**
 * Read-your-writes: a read (a GET endpoint) sent with `X-Min-Position: <position from a command
 * response>` waits until the read models include that position; past the wait it answers anyway,
 * marked `X-Read-Model-Stale`. A hook on the read routes only, so that neither a command nor a
 * read sent without the header pays anything for it.
 */
export function registerReadYourWrites(fastify: FastifyInstance, progress: ProjectionProgress): void {
  const reads = new Set<string>(
    registeredContracts()
      .filter((contract) => contract.method === 'GET')
      .map((contract) => contract.path),
  );
  const waitForMinPosition: preHandlerAsyncHookHandler = async (request, reply) => {
    const header = request.headers['x-min-position'];
    if (typeof header !== 'string' || !POSITION.test(header)) return;
    if (!(await progress.waitFor(Number(header), MIN_POSITION_WAIT_MS)))
      void reply.header('X-Read-Model-Stale', 'true');
  };
  fastify.addHook('onRoute', (route) => {
    if (route.method !== 'GET' || !reads.has(route.url)) return;
    route.preHandler = [waitForMinPosition, ...[route.preHandler ?? []].flat()];
  });
}
