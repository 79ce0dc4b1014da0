import type { Database } from 'better-sqlite3';
import { SqliteKeyValueStore } from '../../../infrastructure/key-value/sqlite-key-value-store';
import { openSqlite } from '../../../infrastructure/sqlite/open-sqlite';
import { temporaryDatabaseFile } from '../../../infrastructure/sqlite/temporary-database-file';
import { setClock, type SetClock } from '../../../infrastructure/clock/set-clock';
import { PhoneChallenges } from './phone-challenges';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const OTP_COOLDOWN = 30 * SECOND;

/** The OTP rules as the store applies them, on the real embedded KeyValue store sharing the set clock. */
describe('PhoneChallenges under a set clock', () => {
  let db: Database;
  let remove: () => void;
  let clock: SetClock;
  let challenges: PhoneChallenges;
  const phoneNumber = '+50688887777';

  beforeEach(() => {
    const file = temporaryDatabaseFile();
    remove = file.remove;
    db = openSqlite(file.file);
    clock = setClock();
    challenges = new PhoneChallenges(new SqliteKeyValueStore(db, () => clock.now().getTime()), clock);
  });
  afterEach(() => {
    db.close();
    remove();
  });

  const start = () => challenges.create({ phoneNumber, purpose: 'attach', userId: 'user-1', lang: 'es' });
  const codeOf = async (id: string, sendNumber = 1) => (await challenges.pendingSend(id, sendNumber))!.code;
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('verifies the code once: it is used up', async () => {
    const challenge = await start();
    const code = await codeOf(challenge.id);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(challenge)).not.toContain(`"${code}"`);
    expect(await challenges.verify(challenge.id, code)).toEqual({ outcome: 'verified', attemptsLeft: 4 });
    expect(await challenges.verify(challenge.id, code)).toMatchObject({ outcome: 'gone' });
  });

  it('expires the code 10 minutes after it was sent', async () => {
    const challenge = await start();
    const code = await codeOf(challenge.id);
    clock.advance(10 * MINUTE - 1);
    expect(await challenges.verify(challenge.id, otherThan(code))).toMatchObject({ outcome: 'wrong' });
    clock.advance(1);
    expect(await challenges.verify(challenge.id, code)).toMatchObject({ outcome: 'expired' });
  });

  it('locks after five wrong codes, so a sixth, correct code fails, and a locked challenge cannot be resent', async () => {
    const challenge = await start();
    const code = await codeOf(challenge.id);
    const left: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const result = await challenges.verify(challenge.id, otherThan(code));
      expect(result.outcome).toBe('wrong');
      left.push(result.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(await challenges.verify(challenge.id, code)).toMatchObject({ outcome: 'locked' });
    clock.advance(OTP_COOLDOWN);
    expect(await challenges.resend(challenge.id)).toEqual({ outcome: 'gone' });
  });

  it('counts concurrent guesses atomically: of ten at once, five are judged and five find the lock', async () => {
    const challenge = await start();
    const wrong = otherThan(await codeOf(challenge.id));
    const results = await Promise.all(Array.from({ length: 10 }, () => challenges.verify(challenge.id, wrong)));
    const outcomes = results.map((result) => result.outcome);
    expect(outcomes.filter((outcome) => outcome === 'wrong')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(5);
  });

  it('resends 30 seconds after the last send, with a new code that replaces the old one', async () => {
    const challenge = await start();
    const first = await codeOf(challenge.id);
    clock.advance(30 * SECOND - 1);
    expect(await challenges.resend(challenge.id)).toEqual({ outcome: 'too-soon', retryAfterMs: 1 });
    clock.advance(1);
    const resent = await challenges.resend(challenge.id);
    expect(resent).toMatchObject({ outcome: 'resent', challenge: { sendCount: 2, sentAt: clock.now().getTime() } });
    expect(await challenges.resend(challenge.id)).toEqual({ outcome: 'too-soon', retryAfterMs: 30 * SECOND });
    // The first send's job has nothing left to send: its code was replaced.
    expect(await challenges.pendingSend(challenge.id, 1)).toBeNull();
    const second = await codeOf(challenge.id, 2);
    // Codes are random: when the new one happens to equal the old, there is no stale code to try.
    const staleCode = second === first ? null : await challenges.verify(challenge.id, first);
    expect(staleCode?.outcome ?? 'wrong').toBe('wrong');
    expect(await challenges.verify(challenge.id, second)).toMatchObject({ outcome: 'verified' });
  });

  it('sends at most 5 codes to a number per hour, across challenges and resends', async () => {
    const first = await start();
    expect(await challenges.takeSendSlot(phoneNumber)).toBe(true);
    for (let send = 2; send <= 5; send++) expect(await challenges.takeSendSlot(phoneNumber)).toBe(true);
    expect(await challenges.takeSendSlot(phoneNumber)).toBe(false);
    expect(await challenges.takeSendSlot('+50677776666')).toBe(true);
    clock.advance(OTP_COOLDOWN);
    expect(await challenges.resend(first.id)).toEqual({
      outcome: 'quota-exhausted',
      retryAfterMs: 60 * MINUTE - OTP_COOLDOWN,
    });
    clock.advance(60 * MINUTE - OTP_COOLDOWN - 1);
    expect(await challenges.takeSendSlot(phoneNumber)).toBe(false);
    clock.advance(1);
    expect(await challenges.takeSendSlot(phoneNumber)).toBe(true);
  });

  it('tracks each send: pending, then sent or failed, and the code leaves the store once sent', async () => {
    const challenge = await start();
    expect(await challenges.sendStatus(challenge)).toBe('pending');
    await challenges.recordSend(challenge, 1, 'sent');
    expect(await challenges.sendStatus(challenge)).toBe('sent');
    expect(await challenges.pendingSend(challenge.id, 1)).toBeNull();
    clock.advance(OTP_COOLDOWN);
    const resent = await challenges.resend(challenge.id);
    if (resent.outcome !== 'resent') throw new Error(`expected a resend, got ${resent.outcome}`);
    expect(await challenges.sendStatus(resent.challenge)).toBe('pending');
    await challenges.recordSend(resent.challenge, 2, 'failed');
    expect(await challenges.sendStatus(resent.challenge)).toBe('failed');
  });

  it('forgets a challenge an hour after it started', async () => {
    const challenge = await start();
    clock.advance(60 * MINUTE - 1);
    expect(await challenges.find(challenge.id)).not.toBeNull();
    clock.advance(1);
    expect(await challenges.find(challenge.id)).toBeNull();
    expect(await challenges.resend(challenge.id)).toEqual({ outcome: 'gone' });
  });
});
