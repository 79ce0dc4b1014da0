import { callLink, proContactLinks, whatsappLink } from './contact-links';

const pro = {
  proId: 'p1',
  displayName: 'Playa Fix',
  phoneNumber: '+50688887777',
  channels: { whatsapp: true, call: true, message: true },
};

describe('contact links', () => {
  it("opens WhatsApp on the E.164 digits with a greeting in the visitor's language that names the pro and the site", () => {
    const { whatsapp } = proContactLinks(pro, 'es');
    const url = new URL(whatsapp!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/50688887777');
    expect(url.searchParams.get('text')).toBe(
      'Hola Playa Fix, te encontré en Guanacaste Pros y quisiera consultarte sobre tus servicios.',
    );
    expect(new URL(proContactLinks(pro, 'en').whatsapp!).searchParams.get('text')).toBe(
      'Hello Playa Fix, I found you on Guanacaste Pros and would like to ask about your services.',
    );
  });

  it('calls through a tel: link', () => {
    expect(proContactLinks(pro, 'en').call).toBe('tel:+50688887777');
    expect(callLink('+50688887777')).toBe('tel:+50688887777');
  });

  it('gives null for a channel that is off or without a number', () => {
    expect(proContactLinks({ ...pro, channels: { whatsapp: false, call: true, message: true } }, 'en')).toEqual({
      whatsapp: null,
      call: 'tel:+50688887777',
    });
    expect(proContactLinks({ ...pro, phoneNumber: null }, 'en')).toEqual({ whatsapp: null, call: null });
  });

  it('keeps a hostile name inside the encoded text', () => {
    const link = proContactLinks({ ...pro, displayName: '</script>&x=1 $& \u202Eevil' }, 'en').whatsapp!;
    expect(link).not.toMatch(/[<>\s\u202E$]/u);
    expect(new URL(link).searchParams.get('text')).toContain('</script>&x=1 $& \u202Eevil');
    expect([...new URL(link).searchParams.keys()]).toEqual(['text']);
  });

  it('links to a client without a greeting', () => {
    expect(whatsappLink('+50670001234')).toBe('https://wa.me/50670001234');
  });
});
