import {
  displayNameOrFallback,
  serviceById,
  serviceNameInSentence,
  zoneById,
  type ContactLinks,
  type ContactPreferences,
  type Lang,
} from '@gp/shared';

/** What the visitor searched for when they found the pro: catalog ids, as the directory's URL holds them. */
export interface SearchedFor {
  serviceId?: string;
  zoneId?: string;
}

/**
 * The text a visitor's WhatsApp opens with: names the pro, says where the visitor found them and, when
 * they searched for a service or a town, what and where. Only the pro's name comes from a person;
 * the service and the place are the catalog's names, and an id the catalog does not hold is left out.
 */
export function whatsappGreeting(proName: string, lang: Lang, searchedFor: SearchedFor = {}): string {
  const service = searchedFor.serviceId ? serviceById(searchedFor.serviceId) : undefined;
  const zone = searchedFor.zoneId ? zoneById(searchedFor.zoneId) : undefined;
  const what = service && serviceNameInSentence(service.name[lang === 'es' ? 'es' : 'en'], lang);
  if (lang === 'es') {
    const hello = `Hola ${proName}, te encontré en Guanacaste Pros`;
    if (what) return `${hello}. Busco ${what}${zone ? ` en ${zone.name}` : ''}.`;
    if (zone) return `${hello} y quisiera consultarte sobre tus servicios en ${zone.name}.`;
    return `${hello} y quisiera consultarte sobre tus servicios.`;
  }
  const hello = `Hello ${proName}, I found you on Guanacaste Pros`;
  if (what) return `${hello}. I'm looking for ${what}${zone ? ` in ${zone.name}` : ''}.`;
  if (zone) return `${hello} and would like to ask about your services in ${zone.name}.`;
  return `${hello} and would like to ask about your services.`;
}

/** How much of a request's message the pro's reply quotes to name it. */
export const REPLY_QUOTE_LENGTH = 60;

/**
 * The pro's first words back to a client who sent a request, in the language the client wrote in:
 * greets them by the name they gave and names the request by its first words. The pro sends it
 * themselves from WhatsApp; the client's words are only quoted back to the client.
 */
export function leadReplyGreeting(clientName: string, lang: Lang, message: string): string {
  const name = clientName.replace(/\s+/g, ' ').trim();
  const words = message.replace(/\s+/g, ' ').trim();
  const cut = words.slice(0, REPLY_QUOTE_LENGTH);
  // A long message is quoted up to its last whole word that fits.
  const wordEnd = cut.lastIndexOf(' ');
  const quote =
    words.length > REPLY_QUOTE_LENGTH
      ? `${(wordEnd > REPLY_QUOTE_LENGTH / 2 ? cut.slice(0, wordEnd) : cut).trimEnd()}…`
      : words;
  return lang === 'es'
    ? `Hola ${name}, te escribo por tu solicitud en Guanacaste Pros: "${quote}"`
    : `Hi ${name}, I'm writing about your request on Guanacaste Pros: "${quote}"`;
}

/** wa.me takes the E.164 digits without the +; the text is URL-encoded, so any name stays inert. */
export function whatsappLink(phoneNumber: string, text?: string): string {
  const base = `https://wa.me/${phoneNumber.replace(/^\+/, '')}`;
  return text === undefined ? base : `${base}?text=${encodeURIComponent(text)}`;
}

export const callLink = (phoneNumber: string) => `tel:${phoneNumber}`;

/** The links a visitor may use: null for a channel the pro turned off or without a verified phone. */
export function proContactLinks(
  pro: { proId: string; displayName: string | null; phoneNumber: string | null; channels: ContactPreferences },
  lang: Lang,
  searchedFor: SearchedFor = {},
): ContactLinks {
  const { phoneNumber, channels } = pro;
  const name = displayNameOrFallback({ id: pro.proId, displayName: pro.displayName }, lang);
  return {
    whatsapp:
      phoneNumber && channels.whatsapp ? whatsappLink(phoneNumber, whatsappGreeting(name, lang, searchedFor)) : null,
    call: phoneNumber && channels.call ? callLink(phoneNumber) : null,
  };
}
