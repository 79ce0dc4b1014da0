import type { Clock } from '@gp/shared/server';
import { setClock } from '../../../infrastructure/clock/set-clock';
import { codeExpiresAt, hashCode, judgeAttempt, newCode, OTP_RULES, resendAvailableAt } from './otp-rules';

describe('one-time-code rules', () => {
  const sent = (clock: Clock, code = '123456') => ({ ...hashCode(code), sentAt: clock.now().getTime() });

  it('makes six digits, keeping leading zeros', () => {
    expect(newCode(() => 42)).toBe('000042');
    expect(newCode(() => 999_999)).toBe('999999');
    const codes = Array.from({ length: 200 }, () => newCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(150);
  });

  it('stores a salted hash: the same code hashes differently per salt, and never as itself', () => {
    const first = hashCode('123456');
    const second = hashCode('123456');
    expect(first.codeHash).not.toBe(second.codeHash);
    expect(first.codeHash).not.toContain('123456');
    expect(hashCode('123456', first.codeSalt)).toEqual(first);
  });

  it('accepts the right code and refuses a wrong one', () => {
    const clock = setClock();
    const state = sent(clock);
    expect(judgeAttempt(state, '123456', 1, clock.now().getTime())).toBe('verified');
    expect(judgeAttempt(state, '654321', 1, clock.now().getTime())).toBe('wrong');
    expect(judgeAttempt(state, '12345', 1, clock.now().getTime())).toBe('wrong');
  });

  it('expires a code exactly 10 minutes after it was sent', () => {
    const clock = setClock();
    const state = sent(clock);
    expect(codeExpiresAt(state) - state.sentAt).toBe(10 * 60_000);
    clock.advance(10 * 60_000 - 1);
    expect(judgeAttempt(state, '123456', 1, clock.now().getTime())).toBe('verified');
    clock.advance(1);
    expect(judgeAttempt(state, '123456', 1, clock.now().getTime())).toBe('expired');
  });

  it('locks after five wrong attempts: the sixth attempt fails even with the right code', () => {
    const clock = setClock();
    const state = sent(clock);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect(judgeAttempt(state, '000000', attempt, clock.now().getTime())).toBe('wrong');
    expect(judgeAttempt(state, '123456', 6, clock.now().getTime())).toBe('locked');
    expect(judgeAttempt(state, '123456', 5, clock.now().getTime())).toBe('verified');
  });

  it('allows a resend 30 seconds after the last send', () => {
    const clock = setClock();
    const state = sent(clock);
    expect(resendAvailableAt(state)).toBe(clock.now().getTime() + 30_000);
    expect(OTP_RULES).toMatchObject({
      resendCooldownMs: 30_000,
      maxSendsPerNumber: 5,
      sendWindowMs: 60 * 60_000,
      maxWrongAttempts: 5,
    });
  });
});
