import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

export type FakeTwilioReply = { status: number; json: unknown };

/** Twilio's REST edge, faked by a real HTTP server on a random local port. */
export class FakeTwilio {
  readonly requests: RecordedRequest[] = [];
  /** Answered in order, one per request; once used up, `reply` answers. */
  readonly replies: FakeTwilioReply[] = [];
  reply: FakeTwilioReply = { status: 500, json: { message: 'no reply configured' } };
  private readonly server: Server = createServer((request, response) => void this.handle(request, response));

  /** Starts listening; resolves with the base URL to give TwilioMessageSender as apiBaseUrl. */
  async start(): Promise<string> {
    await new Promise<void>((listening) => this.server.listen(0, '127.0.0.1', listening));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((closed, failed) => this.server.close((error) => (error ? failed(error) : closed())));
  }

  /** Bodies of the messages Twilio was asked to send, as form fields. */
  sentMessages(): Record<string, string>[] {
    return this.requests
      .filter((request) => request.method === 'POST')
      .map((request) => Object.fromEntries(new URLSearchParams(request.body)));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    this.requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: Buffer.concat(chunks).toString('utf8'),
    });
    const reply = this.replies.shift() ?? this.reply;
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.json));
  }
}

/** Twilio's answer to an accepted message. */
export const twilioAccepted = (sid = 'SM00000000000000000000000000000001'): FakeTwilioReply => ({
  status: 201,
  json: { sid, status: 'queued' },
});
