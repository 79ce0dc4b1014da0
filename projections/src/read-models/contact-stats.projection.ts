import type { EventOfType, RecordedDomainEvent } from '@gp/shared';
import { defineProjection } from '../runtime/projection';

/** A pro's contact figures for one UTC day: WhatsApp and call taps and requests. No personal data. */
export type ContactStatsDocument = {
  _id: string;
  proId: string;
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  whatsappTaps: number;
  callTaps: number;
  leads: number;
};

type CountedEvent = RecordedDomainEvent<EventOfType<'ContactRequested' | 'LeadSent'>>;

const utcDay = (event: CountedEvent) =>
  (event.type === 'LeadSent' ? event.data.sentAt : event.data.requestedAt).slice(0, 10);

export const contactStatsProjection = defineProjection({
  name: 'contactStats',
  audience: 'private',
  collection: 'contactStats',
  handles: ['ContactRequested', 'LeadSent'],
  documentId: (event) => `${event.data.proId}:${utcDay(event)}`,
  evolve: (doc: ContactStatsDocument | null, event): ContactStatsDocument => {
    const day = utcDay(event);
    const current = doc ?? {
      _id: `${event.data.proId}:${day}`,
      proId: event.data.proId,
      day,
      whatsappTaps: 0,
      callTaps: 0,
      leads: 0,
    };
    if (event.type === 'LeadSent') return { ...current, leads: current.leads + 1 };
    return event.data.channel === 'whatsapp'
      ? { ...current, whatsappTaps: current.whatsappTaps + 1 }
      : { ...current, callTaps: current.callTaps + 1 };
  },
  indexes: [{ name: 'proId_day', keys: { proId: 1, day: 1 } }],
});
