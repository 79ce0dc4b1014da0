import { serviceById, SERVICE_CATALOG, ZONES } from '@gp/shared';
import { callLink, leadReplyGreeting, proContactLinks, whatsappGreeting, whatsappLink } from './contact-links';

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

  it('names the service and the town the visitor searched for, in the page language, with the catalog names', () => {
    const text = (lang: 'en' | 'es', searchedFor: { serviceId?: string; zoneId?: string }) =>
      new URL(proContactLinks(pro, lang, searchedFor).whatsapp!).searchParams.get('text');
    const both = { serviceId: 'plumbing', zoneId: 'tamarindo' };
    expect(text('es', both)).toBe('Hola Playa Fix, te encontré en Guanacaste Pros. Busco fontanería en Tamarindo.');
    expect(text('en', both)).toBe(
      "Hello Playa Fix, I found you on Guanacaste Pros. I'm looking for plumbing in Tamarindo.",
    );
    expect(text('es', { serviceId: 'plumbing' })).toBe(
      'Hola Playa Fix, te encontré en Guanacaste Pros. Busco fontanería.',
    );
    expect(text('en', { serviceId: 'plumbing' })).toBe(
      "Hello Playa Fix, I found you on Guanacaste Pros. I'm looking for plumbing.",
    );
    expect(text('es', { zoneId: 'samara' })).toBe(
      'Hola Playa Fix, te encontré en Guanacaste Pros y quisiera consultarte sobre tus servicios en Sámara.',
    );
    expect(text('en', { zoneId: 'samara' })).toBe(
      'Hello Playa Fix, I found you on Guanacaste Pros and would like to ask about your services in Sámara.',
    );
    // Neither: today's greeting.
    expect(text('es', {})).toBe(whatsappGreeting('Playa Fix', 'es'));
    expect(text('en', {})).toBe(whatsappGreeting('Playa Fix', 'en'));
  });

  it('keeps an abbreviation as the catalog writes it, and every catalog name whole in the text', () => {
    expect(whatsappGreeting('Playa Fix', 'en', { serviceId: 'tv-mounting' })).toBe(
      "Hello Playa Fix, I found you on Guanacaste Pros. I'm looking for TV mounting & home theater.",
    );
    for (const service of SERVICE_CATALOG)
      for (const lang of ['en', 'es'] as const) {
        const name = service.name[lang];
        expect(whatsappGreeting('P', lang, { serviceId: service.serviceId }).toLowerCase()).toContain(
          name.toLowerCase(),
        );
      }
    for (const zone of ZONES)
      expect(whatsappGreeting('P', 'es', { zoneId: zone.zoneId })).toContain(` en ${zone.name}.`);
  });

  it('leaves out what the catalog does not hold: a hostile or stale id names nothing', () => {
    for (const hostile of ['</script>', 'https://evil.cr/pago', '$&', '\u202Eevil', 'constructor', '__proto__', ''])
      for (const lang of ['en', 'es'] as const) {
        expect(whatsappGreeting('Playa Fix', lang, { serviceId: hostile, zoneId: hostile })).toBe(
          whatsappGreeting('Playa Fix', lang),
        );
        expect(serviceById(hostile)).toBeUndefined();
      }
    expect(whatsappGreeting('Playa Fix', 'es', { serviceId: 'nope', zoneId: 'nosara' })).toBe(
      'Hola Playa Fix, te encontré en Guanacaste Pros y quisiera consultarte sobre tus servicios en Nosara.',
    );
  });

  it('keeps a hostile pro name inside the encoded text with the search named after it', () => {
    const hostile = '</script>&x=1 $& \u202Eevil';
    for (const lang of ['en', 'es'] as const) {
      const link = proContactLinks({ ...pro, displayName: hostile }, lang, {
        serviceId: 'plumbing',
        zoneId: 'tamarindo',
      }).whatsapp!;
      expect(link).not.toMatch(/[<>\s\u202E$]/u);
      const text = new URL(link).searchParams.get('text')!;
      expect(text.startsWith(lang === 'es' ? `Hola ${hostile}, ` : `Hello ${hostile}, `)).toBe(true);
      expect(text).toMatch(/(fontanería en Tamarindo|plumbing in Tamarindo)\.$/);
      expect([...new URL(link).searchParams.keys()]).toEqual(['text']);
    }
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

describe("a pro's reply to a request", () => {
  it("greets the client by name and names the request, in the client's language", () => {
    expect(leadReplyGreeting('Carlos', 'es', 'Tengo una fuga en la cocina.')).toBe(
      'Hola Carlos, te escribo por tu solicitud en Guanacaste Pros: "Tengo una fuga en la cocina."',
    );
    expect(leadReplyGreeting('Carlos', 'en', 'Leak in the kitchen')).toBe(
      'Hi Carlos, I\'m writing about your request on Guanacaste Pros: "Leak in the kitchen"',
    );
  });

  it('quotes a long message by its first words on one line, and stays inert in the link whatever was typed', () => {
    const text = leadReplyGreeting(' Ana\n María ', 'es', `Necesito pintar\n\nla casa ${'y el muro '.repeat(20)}`);
    expect(text).toBe(
      'Hola Ana María, te escribo por tu solicitud en Guanacaste Pros: "Necesito pintar la casa y el muro y el muro y el muro y el…"',
    );
    const link = new URL(whatsappLink('+50670001234', leadReplyGreeting('$& </script>#?', 'es', 'a&b=c')));
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/50670001234');
    expect(link.searchParams.get('text')).toBe(
      'Hola $& </script>#?, te escribo por tu solicitud en Guanacaste Pros: "a&b=c"',
    );
  });
});
