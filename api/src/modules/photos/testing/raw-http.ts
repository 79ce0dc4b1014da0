import { once } from 'node:events';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Requests supertest cannot make: a body announced but never (fully) sent, a chunked body, a
 * connection cut midway. Against the app's own server, listening on a loopback port.
 */
export interface RawHttp {
  /** Sends the headers, `prefix`, then zeros in 64 KiB pieces up to `bodyBytes` in all; stops writing once the answer arrives. */
  send(options: {
    method: string;
    path: string;
    headers: Record<string, string>;
    prefix?: Buffer;
    bodyBytes: number;
  }): Promise<{ status: number; headers: IncomingHttpHeaders; body: string; bytesWritten: number }>;
  /** Sends the headers and `body`, then cuts the connection without ending the request. */
  sendAndCut(options: { method: string; path: string; headers: Record<string, string>; body: Buffer }): Promise<void>;
  close(): Promise<void>;
}

const PIECE = Buffer.alloc(64 * 1024);

export async function rawHttp(server: Server): Promise<RawHttp> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    send: ({ method, path, headers, prefix = Buffer.alloc(0), bodyBytes }) =>
      new Promise((resolve, reject) => {
        let answered = false;
        let bytesWritten = 0;
        const call = httpRequest({ host: '127.0.0.1', port, method, path, headers });
        call.on('error', (error) => {
          // Once the answer is in, the server closing the connection on the rest of the body is expected.
          if (!answered) reject(error);
        });
        call.on('response', (response) => {
          answered = true;
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (text: string) => (body += text));
          response.on('end', () => {
            call.destroy();
            resolve({ status: response.statusCode!, headers: response.headers, body, bytesWritten });
          });
        });
        call.write(prefix);
        bytesWritten = prefix.length;
        const writeMore = () => {
          while (!answered && bytesWritten < bodyBytes) {
            const piece = PIECE.subarray(0, Math.min(PIECE.length, bodyBytes - bytesWritten));
            bytesWritten += piece.length;
            if (!call.write(piece)) return void call.once('drain', writeMore);
          }
          if (!answered) call.end();
        };
        writeMore();
      }),
    sendAndCut: async ({ method, path, headers, body }) => {
      const call = httpRequest({ host: '127.0.0.1', port, method, path, headers });
      // The cut is the point: its "socket hang up" is expected.
      call.on('error', () => undefined);
      const closed = new Promise((resolve) => call.once('close', resolve));
      await new Promise<void>((resolve) => call.write(body, () => resolve()));
      call.destroy();
      await closed;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
