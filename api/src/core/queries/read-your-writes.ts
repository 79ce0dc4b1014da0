import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
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
  // A callback hook: a read sent without the header goes on at once, without a promise.
  const waitForMinPosition: preHandlerHookHandler = (request, reply, done) => {
    const header = request.headers['x-min-position'];
    if (typeof header !== 'string' || !POSITION.test(header)) {
      done();
      return;
    }
    progress.waitFor(Number(header), MIN_POSITION_WAIT_MS).then((caughtUp) => {
      if (!caughtUp) void reply.header('X-Read-Model-Stale', 'true');
      done();
    }, done);
  };
  fastify.addHook('onRoute', (route) => {
    if (route.method !== 'GET' || !reads.has(route.url)) return;
    route.preHandler = [waitForMinPosition, ...[route.preHandler ?? []].flat()];
  });
}
