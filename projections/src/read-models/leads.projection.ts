import type { Lang } from '@gp/shared';
import { defineProjection } from '../runtime/projection';

/**
 * A visitor's request to a pro. Holds the client's number: only that pro and admins read it. An
 * erased request (LeadErased: withdrawn, deleted by its pro, past its retention, or its sender's
 * account deleted) leaves: no inbox, sent list, count or copy of data shows it, and nothing here
 * keeps its name, number or message. A rebuild reads its LeadSent erased, then drops it alike.
 */
export type LeadDocument = {
  _id: string;
  proId: string;
  /** Who sent it (their account's sent requests), null for a visitor without a session. */
  senderId: string | null;
  name: string;
  phoneNumber: string;
  message: string;
  lang: Lang;
  sentAt: string;
  answeredAt: string | null;
  /** When the pro first saw it; null: unread (counted on the account menu). */
  readAt: string | null;
};

export const leadsProjection = defineProjection({
  name: 'leads',
  audience: 'private',
  collection: 'leads',
  handles: ['LeadSent', 'LeadAnswered', 'LeadUnanswered', 'LeadRead', 'LeadErased'],
  documentId: (event) => event.data.leadId,
  evolve: (doc: LeadDocument | null, event): LeadDocument | null => {
    switch (event.type) {
      case 'LeadSent': {
        const { leadId, proId, senderId, name, phoneNumber, message, lang, sentAt } = event.data;
        return {
          _id: leadId,
          proId,
          senderId,
          name,
          phoneNumber,
          message,
          lang,
          sentAt,
          answeredAt: null,
          readAt: null,
        };
      }
      case 'LeadAnswered':
        return doc && { ...doc, answeredAt: event.data.answeredAt };
      case 'LeadUnanswered':
        return doc && { ...doc, answeredAt: null };
      case 'LeadRead':
        return doc && { ...doc, readAt: event.data.readAt };
      case 'LeadErased':
        return null;
    }
  },
  indexes: [
    { name: 'proId_sentAt', keys: { proId: 1, sentAt: -1 } },
    { name: 'senderId_sentAt', keys: { senderId: 1, sentAt: -1 } },
    { name: 'proId_readAt', keys: { proId: 1, readAt: 1 } },
    // The retention job reads the oldest requests first.
    { name: 'sentAt', keys: { sentAt: 1 } },
  ],
});
