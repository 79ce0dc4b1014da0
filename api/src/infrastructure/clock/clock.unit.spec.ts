import { setClock } from './set-clock';
import { systemClock } from './system-clock';

describe('systemClock', () => {
  it("reads the machine's time at every call", () => {
    const before = Date.now();
    const read = systemClock.now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });
});

describe('setClock', () => {
  it('stands still at the time it starts at', () => {
    const clock = setClock('2027-03-01T15:30:00.000Z');
    expect(clock.now().toISOString()).toBe('2027-03-01T15:30:00.000Z');
    expect(clock.now().toISOString()).toBe('2027-03-01T15:30:00.000Z');
  });

  it('moves only when advanced or set', () => {
    const clock = setClock('2027-03-01T15:30:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2027-03-01T15:31:30.000Z');
    clock.set(new Date('2027-03-02T00:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2027-03-02T00:00:00.000Z');
  });

  it('cannot be moved through a date it answered', () => {
    const clock = setClock('2027-03-01T15:30:00.000Z');
    clock.now().setUTCFullYear(1999);
    expect(clock.now().toISOString()).toBe('2027-03-01T15:30:00.000Z');
  });
});
