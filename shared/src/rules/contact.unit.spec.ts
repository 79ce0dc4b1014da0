import { effectiveContactChannels, isReachable } from './contact';

describe('effective contact channels', () => {
  it('by default offers the message form only: a verified number is not published until the pro chooses', () => {
    expect(effectiveContactChannels(undefined, false)).toEqual({ whatsapp: false, call: false, message: true });
    expect(effectiveContactChannels(undefined, true)).toEqual({ whatsapp: false, call: false, message: true });
  });

  it('a pro is reachable while one channel works', () => {
    expect(isReachable({ whatsapp: false, call: false, message: false })).toBe(false);
    expect(isReachable({ whatsapp: false, call: true, message: false })).toBe(true);
    expect(isReachable(effectiveContactChannels({ whatsapp: true, call: true, message: false }, false))).toBe(false);
  });

  it('keeps a channel the pro turned off off, phone or not', () => {
    expect(effectiveContactChannels({ whatsapp: false, call: true, message: false }, true)).toEqual({
      whatsapp: false,
      call: true,
      message: false,
    });
    expect(effectiveContactChannels({ whatsapp: true, call: true, message: true }, false)).toEqual({
      whatsapp: false,
      call: false,
      message: true,
    });
  });
});
