import { z } from 'zod';
import { errorBodySchema } from '@gp/shared';
import { registeredContracts } from './api-contract';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

const IDEMPOTENCY_KEY_HEADER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Retries with the same key and body get the first answer back; the key with another body is 422 IDEMPOTENCY.KEY_REUSED, while the first still runs 409 IDEMPOTENCY.IN_PROGRESS.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
};

/** OpenAPI 3.1 document built from every registered contract. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of registeredContracts()) {
    const path = contract.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [...contract.path.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (contract.query) {
      const query = jsonSchema(contract.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema } as never);
      }
    }
    // Every command takes an Idempotency-Key (IdempotencyInterceptor, bound to each command route).
    if (contract.method !== 'GET') parameters.push(IDEMPOTENCY_KEY_HEADER as never);
    paths[path] ??= {};
    paths[path][contract.method.toLowerCase()] = {
      summary: contract.summary,
      'x-access': contract.access,
      parameters,
      ...(contract.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } },
            },
          }
        : {}),
      responses: {
        [String(contract.status ?? 200)]: {
          description: 'OK',
          content: { 'application/json': { schema: jsonSchema(contract.response, 'output') } },
        },
        default: {
          description: `Error: { code, message, details? }${contract.errors?.length ? ` — codes: ${contract.errors.join(', ')}` : ''}`,
          content: { 'application/json': { schema: jsonSchema(errorBodySchema, 'output') } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Guanacaste Pros API', version: '1' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'gp_session' } } },
    paths,
  };
}
