import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The API reads the server makes while rendering a page carry a token only this process knows.
 * They are not a visitor's reads: the browser repeats them once the page hydrates, and only that
 * read counts (a profile view is counted once per visit, and never for a crawler that runs no script).
 */
const SERVER_RENDER_HEADER = 'x-server-render';
const token = randomBytes(16).toString('hex');

export const serverRenderHeaders = (): Record<string, string> => ({ [SERVER_RENDER_HEADER]: token });

export const isServerRender = (request: FastifyRequest): boolean => request.headers[SERVER_RENDER_HEADER] === token;
