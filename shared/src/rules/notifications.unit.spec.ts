import { answerCheckReply, msUntilQuietHoursEnd } from './notifications';

describe('quiet hours (21:00–07:00 in Costa Rica)', () => {
  it.each([
    ['2026-11-23T13:00:00.000Z', 0], // 07:00 in Costa Rica: the morning has come
    ['2026-11-24T02:59:59.000Z', 0], // 20:59:59
    ['2026-11-24T03:00:00.000Z', 10 * 60 * 60_000], // 21:00: held ten hours
    ['2026-11-24T06:30:00.000Z', 6.5 * 60 * 60_000], // 00:30
    ['2026-11-24T12:59:00.000Z', 60_000], // 06:59
  ])('at %s waits %d ms', (now, wait) => {
    expect(msUntilQuietHoursEnd(new Date(now))).toBe(wait);
  });

  it('follows the hours a deployment sets, and holds nothing once they are turned off', () => {
    // 22:30 in Costa Rica: inside 22–06, held until 06:00; outside 23–06.
    const at = new Date('2026-11-24T04:30:00.000Z');
    expect(msUntilQuietHoursEnd(at, { from: 22, until: 6 })).toBe(7.5 * 60 * 60_000);
    expect(msUntilQuietHoursEnd(at, { from: 23, until: 6 })).toBe(0);
    expect(msUntilQuietHoursEnd(at, null)).toBe(0);
  });
});

describe('a reply to the answer check', () => {
  it.each([
    ['SÍ', 'yes'],
    ['sí', 'yes'],
    [' Si ', 'yes'],
    ['yes', 'yes'],
    ['Yes!', 'yes'],
    ['NO', 'no'],
    ['no.', 'no'],
    [' No ', 'no'],
  ])('%j is %s', (body, answer) => {
    expect(answerCheckReply(body)).toBe(answer);
  });

  it.each(['', 'STOP', 'si, ayer', 'nope', 'no sé', 'yes no'])('%j answers nothing', (body) => {
    expect(answerCheckReply(body)).toBeNull();
  });
});
