/** Costa Rica keeps UTC−6 all year (no daylight saving time). */
const COSTA_RICA_OFFSET_MS = -6 * 60 * 60 * 1000;
const OPENS_AT_HOUR = 9;
const CLOSES_AT_HOUR = 17;

/** Spec §1/§9: support answers Monday to Friday, 9:00 AM to 5:00 PM Costa Rica time. */
export function isSupportOpen(now: Date): boolean {
  const costaRica = new Date(now.getTime() + COSTA_RICA_OFFSET_MS);
  const weekday = costaRica.getUTCDay();
  const hour = costaRica.getUTCHours();
  return weekday >= 1 && weekday <= 5 && hour >= OPENS_AT_HOUR && hour < CLOSES_AT_HOUR;
}

/** When support opens next, from a closed moment: later today, tomorrow, or on a named weekday (0 = Sunday). */
export type SupportOpening = { day: 'today' } | { day: 'tomorrow' } | { day: 'weekday'; weekday: number };

/** Spec §1: the next weekday 9:00 AM in Costa Rica after `now` (which is outside the hours). */
export function nextSupportOpening(now: Date): SupportOpening {
  const costaRica = new Date(now.getTime() + COSTA_RICA_OFFSET_MS);
  const weekday = costaRica.getUTCDay();
  const isWorkday = (day: number) => day >= 1 && day <= 5;
  if (isWorkday(weekday) && costaRica.getUTCHours() < OPENS_AT_HOUR) return { day: 'today' };
  let days = 1;
  while (!isWorkday((weekday + days) % 7)) days += 1;
  return days === 1 ? { day: 'tomorrow' } : { day: 'weekday', weekday: (weekday + days) % 7 };
}

/** The link that opens a WhatsApp chat with an E.164 number, with a first message typed in. */
export function whatsAppLink(e164: string, message: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
