import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The messages the console SMS transport sent to a number (test-only outbox). */
export async function textsTo(request: APIRequestContext, e164: string): Promise<string[]> {
  const response = await request.get(`/api/v1/testing/sms-outbox?to=${encodeURIComponent(e164)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: { body: string }[] }).messages.map((message) => message.body);
}

/** The code of the latest text to the number: its last line is `@host #123456`. */
export async function latestCode(request: APIRequestContext, e164: string): Promise<string> {
  const body = (await textsTo(request, e164)).at(-1) ?? '';
  const code = /#(\d{6})$/.exec(body)?.[1];
  expect(code, `a code in "${body}"`).toBeDefined();
  return code!;
}
