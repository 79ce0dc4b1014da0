import { displayNameOrFallback, type ContactLinks, type ContactPreferences, type Lang } from '@gp/shared';

/** The text a visitor's WhatsApp opens with: names the pro and says where the visitor found them. */
export function whatsappGreeting(proName: string, lang: Lang): string {
  return lang === 'es'
    ? `Hola ${proName}, te encontré en Guanacaste Pros y quisiera consultarte sobre tus servicios.`
    : `Hello ${proName}, I found you on Guanacaste Pros and would like to ask about your services.`;
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
): ContactLinks {
  const { phoneNumber, channels } = pro;
  const name = displayNameOrFallback({ id: pro.proId, displayName: pro.displayName }, lang);
  return {
    whatsapp: phoneNumber && channels.whatsapp ? whatsappLink(phoneNumber, whatsappGreeting(name, lang)) : null,
    call: phoneNumber && channels.call ? callLink(phoneNumber) : null,
  };
}
