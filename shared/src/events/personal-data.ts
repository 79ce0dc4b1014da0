/**
 * Which event fields hold personal data and whose key seals them in the log (crypto-shredding,
 * docs/personal-data.md). A person's fields go under their own key, a request's under the
 * request's, so a request can be forgotten on its own (retention) and with its sender.
 * Ids stay plain: they name no one, and they tell whose key opens the rest.
 */
import type { DomainEventType, EventOfType } from './events';

/** A person's key: their account, or the anonymous session they wrote from. */
export const personSubject = (userId: string) => `person:${userId}`;
/** A request's key: its sender's name, number and message. */
export const requestSubject = (leadId: string) => `request:${leadId}`;

export interface PersonalFields<T extends DomainEventType> {
  subject: (data: EventOfType<T>['data']) => string;
  /** Each personal field and what it reads as once its key is destroyed. */
  erased: Partial<EventOfType<T>['data']>;
}

export const PERSONAL_FIELDS: { readonly [T in DomainEventType]?: PersonalFields<T> } = {
  UserRegistered: { subject: (data) => personSubject(data.userId), erased: { email: null } },
  PasswordSet: { subject: (data) => personSubject(data.userId), erased: { passwordHash: '' } },
  DisplayNameChanged: { subject: (data) => personSubject(data.userId), erased: { displayName: '' } },
  ProfileDescribed: { subject: (data) => personSubject(data.userId), erased: { description: {} } },
  PhoneNumberVerified: { subject: (data) => personSubject(data.userId), erased: { phoneNumber: '' } },
  ReviewSubmitted: {
    subject: (data) => personSubject(data.authorId),
    erased: { authorName: '', statedEmail: '' },
  },
  ReviewReplied: { subject: (data) => personSubject(data.contractorId), erased: { text: '' } },
  LeadSent: {
    subject: (data) => requestSubject(data.leadId),
    erased: { name: '', phoneNumber: '', message: '' },
  },
};
