import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Responder = (request: ReceivedRequest, response: ServerResponse) => void;

/** Answers with a JSON body, as the API does. */
export function json(status: number, payload: unknown): Responder {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(payload));
  };
}

/**
 * A real HTTP server on a free local port standing in for the API in tests of the fetch layer.
 * Each test says how it answers; the requests it received are kept for assertions.
 */
export async function startLocalHttpServer() {
  let responder: Responder = json(500, { code: 'SERVER.INTERNAL', message: 'No responder set.' });
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = { method: request.method, url: request.url, headers: request.headers, body };
      received.push(entry);
      responder(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    respondWith(next: Responder) {
      responder = next;
      received.length = 0;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type LocalHttpServer = Awaited<ReturnType<typeof startLocalHttpServer>>;
