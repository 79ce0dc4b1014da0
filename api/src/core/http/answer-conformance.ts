import type { FastifyInstance } from 'fastify';
import { registeredContracts, type ApiContract } from './api-contract';

/**
 * The web apps parse every answer with the shared schema its contract declares, so an answer that drifts from
 * its schema breaks a page. Under test, each 2xx JSON answer is parsed with its contract's response schema, and
 * one that does not fit is replaced by a 500 naming the mismatch — every integration test checks the contracts.
 */
export function registerAnswerConformance(fastify: FastifyInstance): void {
  const contracts = new Map<string, ApiContract>(
    registeredContracts().map((contract) => [`${contract.method} ${contract.path}`, contract]),
  );
  // Before serialisation: the compiled serialiser writes only what the schema declares (and coerces
  // types), so checking its output would hide an answer that drifted. What JSON.stringify would write is checked.
  fastify.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300 || payload === null || typeof payload !== 'object')
      return payload;
    const contract = contracts.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!contract) return payload;
    const parsed = contract.response.safeParse(JSON.parse(JSON.stringify(payload)));
    if (parsed.success) return payload;
    void reply.code(500);
    return {
      code: 'SERVER.INTERNAL',
      message: `The answer of ${contract.method} ${contract.path} does not match its contract's response schema.`,
      details: parsed.error.issues,
    };
  });
}
