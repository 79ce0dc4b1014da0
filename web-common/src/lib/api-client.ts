import { errorCatalog, type ErrorCode } from '@gp/shared';
import type { z } from 'zod';

/** An API answer outside 2xx, carrying the stable `code` of the error catalogue. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalog, value);
}

/** Used when the body is not our `{ code, message }` shape, e.g. a proxy's HTML error page. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'AUTH.REQUIRED';
  if (status === 404) return 'ROUTE.NOT_FOUND';
  if (status === 429) return 'REQUEST.RATE_LIMITED';
  if (status >= 502 && status <= 504) return 'SERVER.UNAVAILABLE';
  return 'SERVER.INTERNAL';
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Reads a non-2xx answer (from fetch, or an XMLHttpRequest wrapped in a Response) as an ApiError. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  if (typeof body === 'object' && body !== null && 'code' in body && isErrorCode(body.code)) {
    const message = 'message' in body && typeof body.message === 'string' ? body.message : errorCatalog[body.code].en;
    return new ApiError(response.status, body.code, message, 'details' in body ? body.details : undefined);
  }
  const code = codeForStatus(response.status);
  return new ApiError(response.status, code, errorCatalog[code].en);
}

/** Thrown when a 2xx answer does not have the shape the shared schema declares (an API of another version). */
export class UnexpectedAnswerError extends ApiError {
  constructor(status: number, issues: unknown) {
    super(status, 'SERVER.INTERNAL', 'The server answered something this page does not understand.', issues);
  }
}

/** Parses an answer with the endpoint's shared schema: the page never works on a shape it did not expect. */
export function parseAnswer<Schema extends z.ZodType>(status: number, body: unknown, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UnexpectedAnswerError(status, parsed.error.issues);
  return parsed.data;
}

/**
 * The one way the apps call the API: JSON in and out, the session cookie included, any non-2xx answer thrown as
 * an ApiError, and the answer parsed with `schema` — the same shared zod schema the endpoint's contract declares.
 */
export async function apiRequest<Schema extends z.ZodType>(
  url: string,
  /** A promise while the schema's module still loads (see answer-schema.ts). */
  schema: Schema | Promise<Schema>,
  options: ApiRequestOptions = {},
): Promise<z.output<Schema>> {
  // A schema still loading must not fail unheard when the request fails first.
  Promise.resolve(schema).catch(() => undefined);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  const body = response.status === 204 ? undefined : await readJson(response);
  if (body === undefined && response.status !== 204) {
    throw new ApiError(response.status, 'SERVER.INTERNAL', 'The server answered something other than JSON.');
  }
  return parseAnswer(response.status, body, await schema);
}
