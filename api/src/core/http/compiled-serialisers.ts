import type { FastifyInstance } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';
import { registeredContracts, type ApiContract } from './api-contract';

/**
 * The JSON Schema of a contract's answer, for Fastify to compile into a serialiser
 * (fast-json-stringify) once, at start; null for an answer that is not JSON (a redirect, an image).
 */
export function answerJsonSchema(contract: ApiContract): Record<string, unknown> | null {
  try {
    return z.toJSONSchema(contract.response, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return null;
  }
}

/**
 * A route's serialiser, compiled once from its answer's JSON Schema, that writes a frozen answer
 * once: an answer shared between requests (SharedAnswers, a read model's frozen document) cannot
 * change, so its text is kept beside it for as long as the answer lives. Anything else is written
 * on every request.
 */
export function writesFrozenAnswersOnce(schema: Schema): (answer: unknown) => string {
  const serialise = fastJsonStringify(schema);
  const written = new WeakMap<object, string>();
  return (answer) => {
    if (answer === null || typeof answer !== 'object' || !Object.isFrozen(answer)) return serialise(answer);
    let text = written.get(answer);
    if (text === undefined) {
      text = serialise(answer);
      written.set(answer, text);
    }
    return text;
  };
}

/**
 * Every API route's 2xx answer is written by a serialiser compiled from its contract's shared zod
 * schema, instead of JSON.stringify walking each answer; a field the schema does not declare is
 * never sent, and a frozen answer is written once (writesFrozenAnswersOnce). Registered before the
 * routes are, since Fastify compiles a route's schema as it registers it.
 */
export function registerCompiledSerialisers(fastify: FastifyInstance): void {
  const contracts = new Map<string, ApiContract>(
    registeredContracts().map((contract) => [`${contract.method} ${contract.path}`, contract]),
  );
  fastify.addHook('onRoute', (route) => {
    const contract = [route.method]
      .flat()
      .map((method) => contracts.get(`${method} ${route.url}`))
      .find((found) => found !== undefined);
    const schema = contract && answerJsonSchema(contract);
    if (!schema) return;
    route.schema = { ...route.schema, response: { '2xx': schema } };
    route.serializerCompiler = ({ schema: answerSchema }) => writesFrozenAnswersOnce(answerSchema as Schema);
  });
}
