import type { KeyValueStore } from '@gp/shared/server';
import { sha256Hex } from '../../../core/ids/ids';

/** How long a number's YES or NO is taken as the answer to the question it was last asked. */
export const ANSWER_CHECK_REPLY_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** The request a number was last asked about, by the number's hash: the key store holds no number. */
const askedKey = (phoneNumber: string) => `answer-check:asked:${sha256Hex(phoneNumber)}`;

/** Remembers that `phoneNumber` was just asked about `leadId`: its next YES or NO answers for that request. */
export async function rememberAskedLead(keyValue: KeyValueStore, phoneNumber: string, leadId: string): Promise<void> {
  await keyValue.set(askedKey(phoneNumber), leadId, { ttlMs: ANSWER_CHECK_REPLY_DAYS * DAY_MS });
}

/** The request the number was most recently asked about, within the reply window; null if none. */
export async function lastAskedLead(keyValue: KeyValueStore, phoneNumber: string): Promise<string | null> {
  return (await keyValue.get(askedKey(phoneNumber))) ?? null;
}
