import { effectiveContactChannels } from './contact';

describe('effective contact channels', () => {
  it('turns everything on by default, WhatsApp and call only with a verified phone', () => {
    expect(effectiveContactChannels(undefined, false)).toEqual({ whatsapp: false, call: false, message: true });
    expect(effectiveContactChannels(undefined, true)).toEqual({ whatsapp: true, call: true, message: true });
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
