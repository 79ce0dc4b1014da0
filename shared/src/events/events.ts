/**
 * The v1 event catalogue (DESIGN.md §3). The `type` string equals the TypeScript type name.
 * Payloads carry the ids they concern and an `…At` ISO timestamp. Old shapes are never edited:
 * a changed event gets a new version and an upcaster.
 */
import type { StoredEvent } from '../ports/event-store.port';
import type { PhotoRejectionCode } from '../rules/photo-rejection';
import type { ReviewRemovalCode } from '../rules/review-removal';
import type { ProfileDescription } from '../rules/profile-description';
import type { NotificationFailureReason, NotificationKind, NotificationPreferences } from '../rules/notifications';

type Event<Type extends string, Data> = { type: Type; data: Data };

// user-{userId}
export type UserRegistered = Event<
  'UserRegistered',
  { userId: string; email: string | null; isAnonymous: boolean; preferredLang: 'en' | 'es'; registeredAt: string }
>;
export type PasswordSet = Event<'PasswordSet', { userId: string; passwordHash: string; setAt: string }>;
export type BetaAccessGranted = Event<
  'BetaAccessGranted',
  { userId: string; betaKeyId: string | null; grantedAt: string }
>;
export type BetaAccessRevoked = Event<'BetaAccessRevoked', { userId: string; revokedAt: string }>;
export type TermsAccepted = Event<'TermsAccepted', { userId: string; version: number; acceptedAt: string }>;
export type DisplayNameChanged = Event<
  'DisplayNameChanged',
  { userId: string; displayName: string; changedAt: string }
>;
export type ContractorRoleAssigned = Event<'ContractorRoleAssigned', { userId: string; assignedAt: string }>;
/** The account chose to be a client: its profile leaves the public site until it is a pro again. */
export type ContractorRoleRevoked = Event<'ContractorRoleRevoked', { userId: string; revokedAt: string }>;
export type AdminRoleAssigned = Event<'AdminRoleAssigned', { userId: string; assignedAt: string }>;
export type AuditorRoleAssigned = Event<'AuditorRoleAssigned', { userId: string; assignedAt: string }>;
export type AuditorRoleRevoked = Event<'AuditorRoleRevoked', { userId: string; revokedAt: string }>;
/**
 * v2: the whole description after the change, per language (a language left out has none). v1 held
 * one text in a language it did not record (upcast in events/upcasters.ts: the text's language, by
 * its words, else Spanish).
 */
export type ProfileDescribed = Event<
  'ProfileDescribed',
  { userId: string; description: ProfileDescription; describedAt: string }
>;
export type ServicesChosen = Event<'ServicesChosen', { userId: string; serviceIds: string[]; chosenAt: string }>;
export type ZonesChosen = Event<'ZonesChosen', { userId: string; zoneIds: string[]; chosenAt: string }>;
export type SpokenLanguagesChosen = Event<
  'SpokenLanguagesChosen',
  { userId: string; languageCodes: string[]; chosenAt: string }
>;
export type HoursSet = Event<'HoursSet', { userId: string; hours: WeeklyHours; setAt: string }>;
export type PhotoUploaded = Event<
  'PhotoUploaded',
  { userId: string; photoId: string; contentType: string; width: number; height: number; uploadedAt: string }
>;
export type PhotoRemoved = Event<'PhotoRemoved', { userId: string; photoId: string; removedAt: string }>;
export type PhotoApproved = Event<'PhotoApproved', { userId: string; photoId: string; approvedAt: string }>;
/** v2 added `reasonCode` (PHOTO_REJECTION_REASONS); `reason` is the admin's note, '' without one. v1 held free text only (upcast to `other`). */
export type PhotoRejected = Event<
  'PhotoRejected',
  { userId: string; photoId: string; reason: string; reasonCode: PhotoRejectionCode; rejectedAt: string }
>;
export type ProfilePhotoChosen = Event<'ProfilePhotoChosen', { userId: string; photoId: string; chosenAt: string }>;
export type CoverPhotoChosen = Event<'CoverPhotoChosen', { userId: string; photoId: string; chosenAt: string }>;
/**
 * v2 added `publishedByDefault`: a v1 verification published the number for WhatsApp and calls
 * until the pro turned them off (true, upcast in events/upcasters.ts); since v2 a number is
 * published only when the pro chooses it (false). See rules/contact.ts contactChoiceAfter.
 */
export type PhoneNumberVerified = Event<
  'PhoneNumberVerified',
  { userId: string; phoneNumber: string; publishedByDefault: boolean; verifiedAt: string }
>;
export type PreferredLanguageChanged = Event<
  'PreferredLanguageChanged',
  { userId: string; preferredLang: 'en' | 'es'; changedAt: string }
>;
/** The whole map each time (a kind left out is automatic): ids, kinds and channels only. */
export type NotificationPreferencesSet = Event<
  'NotificationPreferencesSet',
  { userId: string; preferences: NotificationPreferences; setAt: string }
>;
export type AnonymousUserLinked = Event<
  'AnonymousUserLinked',
  { userId: string; anonymousUserId: string; linkedAt: string }
>;
export type AccountDeleted = Event<'AccountDeleted', { userId: string; deletedAt: string }>;
/**
 * The person's key was destroyed (issue 37, crypto-shredding): every sealed field of theirs reads as
 * erased from now on, in the log and in any copy of it; read models drop what they kept of it.
 * `by`: the person themselves ('owner') or an admin.
 */
export type PersonalDataErased = Event<
  'PersonalDataErased',
  { userId: string; by: 'owner' | 'admin'; erasedAt: string }
>;
/** How clients may reach a contractor; WhatsApp and call take effect only with a verified phone. */
export type ContactPreferencesSet = Event<
  'ContactPreferencesSet',
  { userId: string; whatsapp: boolean; call: boolean; message: boolean; setAt: string }
>;

// review-{reviewId}
export type ReviewSubmitted = Event<
  'ReviewSubmitted',
  {
    reviewId: string;
    contractorId: string;
    authorId: string;
    /** An anonymous author's review goes live only once they sign in (ReviewAuthorLinked). */
    authorIsAnonymous: boolean;
    authorName: string;
    statedEmail: string;
    rating: number;
    title: string;
    body: string;
    submittedAt: string;
  }
>;
/** v2 added `anonymousAuthorId` (null in v1 events, upcast in events/upcasters.ts). */
export type ReviewAuthorLinked = Event<
  'ReviewAuthorLinked',
  { reviewId: string; contractorId: string; authorId: string; anonymousAuthorId: string | null; linkedAt: string }
>;
export type ReviewApproved = Event<'ReviewApproved', { reviewId: string; contractorId: string; approvedAt: string }>;
export type ReviewUnapproved = Event<
  'ReviewUnapproved',
  { reviewId: string; contractorId: string; unapprovedAt: string }
>;
/** The contractor's public answer to a review on their profile; a later one replaces the text (and shows it again after a hide). */
export type ReviewReplied = Event<
  'ReviewReplied',
  { reviewId: string; contractorId: string; text: string; repliedAt: string }
>;
/** An admin hides an abusive reply from the public; `hiddenBy` is the admin. */
export type ReviewReplyHidden = Event<
  'ReviewReplyHidden',
  { reviewId: string; contractorId: string; reason?: string; hiddenAt: string; hiddenBy: string }
>;
/** An admin showed a reply they had hidden (its text as it is now, after any edit by the pro). */
export type ReviewReplyShown = Event<
  'ReviewReplyShown',
  { reviewId: string; contractorId: string; shownAt: string; shownBy: string }
>;
/** An admin took the review down (audited: the admin is the event's actor); `note` is null without one. */
export type ReviewRemoved = Event<
  'ReviewRemoved',
  { reviewId: string; contractorId: string; reasonCode: ReviewRemovalCode; note: string | null; removedAt: string }
>;
/** An admin put a removed review back: it has the status it had before the removal. */
export type ReviewRestored = Event<'ReviewRestored', { reviewId: string; contractorId: string; restoredAt: string }>;
/** The author rewrote their review: it goes back to moderation (pending, not live until approved again). */
export type ReviewEdited = Event<
  'ReviewEdited',
  { reviewId: string; contractorId: string; rating: number; title: string; body: string; editedAt: string }
>;
/** The author withdrew their review: gone from every list and count; its history stays for auditors. */
export type ReviewWithdrawn = Event<'ReviewWithdrawn', { reviewId: string; contractorId: string; withdrawnAt: string }>;
/**
 * A person this review names was forgotten (their key destroyed on the account's deletion): the
 * author's name and stated email ('author'), or the pro's reply text ('pro'), read as erased from
 * now on. The review's read model drops them here, as a rebuild from the log would read them.
 */
export type ReviewPersonalDataErased = Event<
  'ReviewPersonalDataErased',
  { reviewId: string; contractorId: string; party: 'author' | 'pro'; erasedAt: string }
>;

// lead-{leadId}: a visitor's message to a pro; the client's number is read only by that pro and admins
/**
 * v2 added `senderId`: the user (signed-in or anonymous session) who sent the request, null for a
 * visitor without a session. v1 did not record it (upcast to null in events/upcasters.ts).
 */
export type LeadSent = Event<
  'LeadSent',
  {
    leadId: string;
    proId: string;
    senderId: string | null;
    name: string;
    phoneNumber: string;
    message: string;
    lang: 'en' | 'es';
    sentAt: string;
  }
>;
export type LeadAnswered = Event<'LeadAnswered', { leadId: string; proId: string; answeredAt: string }>;
/** The pro took back "answered": the request is open again. */
export type LeadUnanswered = Event<'LeadUnanswered', { leadId: string; proId: string; unansweredAt: string }>;
/** The pro saw the request in their inbox for the first time: it no longer counts as unread. */
export type LeadRead = Event<'LeadRead', { leadId: string; proId: string; readAt: string }>;
/**
 * The pro first answered the request by contact: tapped WhatsApp or Call on it in their inbox
 * (recorded once; the response signals count it as an answer, issue 36).
 */
/**
 * The request's key was destroyed: its sender's name, number and message read as erased. Why:
 * 12 months passed ('retention'), the client withdrew it, the pro deleted it, or its sender's or
 * its pro's account was deleted.
 */
export type LeadErased = Event<
  'LeadErased',
  {
    leadId: string;
    proId: string;
    reason: 'retention' | 'withdrawn-by-client' | 'deleted-by-pro' | 'sender-deleted' | 'pro-deleted';
    erasedAt: string;
  }
>;
export type LeadContacted = Event<
  'LeadContacted',
  { leadId: string; proId: string; channel: 'whatsapp' | 'call'; contactedAt: string }
>;
/**
 * The client, asked two days after the request whether the pro got back to them, replied YES
 * (`answered`) or NO by text (issue 36): recorded once per request; the response signals take the
 * client's word over the pro's own mark, and NO answers list the pro in the admin console.
 */
export type LeadAnswerReported = Event<
  'LeadAnswerReported',
  { leadId: string; proId: string; answered: boolean; reportedAt: string }
>;

// contacts-{proId}: WhatsApp and call taps, without personal data
export type ContactRequested = Event<
  'ContactRequested',
  { proId: string; channel: 'whatsapp' | 'call'; requestedAt: string }
>;

// notificationfailure-{id}: one notification that could not be sent (issue 36), for the admin console
/**
 * `refused`: the provider refused the message for good (an invalid number, no WhatsApp sender);
 * `retries-exhausted`: it stayed unreachable past the job's tries. `detail` is the provider's answer.
 */
export type NotificationFailed = Event<
  'NotificationFailed',
  {
    jobId: string;
    kind: NotificationKind;
    reason: NotificationFailureReason;
    detail: string;
    failedAt: string;
  }
>;

// messaging-{e164}: what a number asked of our messages by texting back (issue 36)
/** The number texted STOP, BAJA or ALTO: no notification goes to it until it texts START. */
export type MessagesStopped = Event<'MessagesStopped', { phoneNumber: string; keyword: string; stoppedAt: string }>;
export type MessagesResumed = Event<'MessagesResumed', { phoneNumber: string; resumedAt: string }>;

// betakey-{keyId}
/** v2 carries the admin's note (who or what the key is for); v1 had none (upcasters.ts). */
export type BetaKeyIssued = Event<'BetaKeyIssued', { keyId: string; note: string | null; issuedAt: string }>;
export type BetaKeyConsumed = Event<'BetaKeyConsumed', { keyId: string; userId: string; consumedAt: string }>;
/** An admin took the key back before anyone used it: it admits no one from then on. */
export type BetaKeyRevoked = Event<'BetaKeyRevoked', { keyId: string; revokedAt: string }>;

// email-{sha256(lower(email))} and phone-{e164}: reservation streams
export type EmailClaimed = Event<'EmailClaimed', { emailHash: string; userId: string; claimedAt: string }>;
export type EmailReleased = Event<'EmailReleased', { emailHash: string; userId: string; releasedAt: string }>;
export type PhoneNumberClaimed = Event<
  'PhoneNumberClaimed',
  { phoneNumber: string; userId: string; claimedAt: string }
>;
export type PhoneNumberReleased = Event<
  'PhoneNumberReleased',
  { phoneNumber: string; userId: string; releasedAt: string }
>;

// audit-admin
export type ImpersonationStarted = Event<
  'ImpersonationStarted',
  { adminId: string; targetUserId: string; startedAt: string }
>;
export type ImpersonationEnded = Event<
  'ImpersonationEnded',
  { adminId: string; targetUserId: string; endedAt: string }
>;

/**
 * A day's hours: open from `open` up to `close`, or closed. A day may have one break (a lunch
 * break, say 12:00 to 13:00), closed from `breakStart` up to `breakEnd`: both or neither, inside
 * the day. The break came later (issue 39): a HoursSet without one reads as a day without a break.
 */
export interface DayHours {
  open: string;
  close: string;
  isClosed: boolean;
  breakStart?: string;
  breakEnd?: string;
}
/** Sunday (index 0) to Saturday (index 6). */
export type WeeklyHours = DayHours[];

export type UserEvent =
  | UserRegistered
  | PasswordSet
  | BetaAccessGranted
  | BetaAccessRevoked
  | TermsAccepted
  | DisplayNameChanged
  | ContractorRoleAssigned
  | ContractorRoleRevoked
  | AdminRoleAssigned
  | AuditorRoleAssigned
  | AuditorRoleRevoked
  | ProfileDescribed
  | ServicesChosen
  | ZonesChosen
  | SpokenLanguagesChosen
  | HoursSet
  | PhotoUploaded
  | PhotoRemoved
  | PhotoApproved
  | PhotoRejected
  | ProfilePhotoChosen
  | CoverPhotoChosen
  | PhoneNumberVerified
  | PreferredLanguageChanged
  | NotificationPreferencesSet
  | AnonymousUserLinked
  | AccountDeleted
  | PersonalDataErased
  | ContactPreferencesSet;
export type ReviewEvent =
  | ReviewSubmitted
  | ReviewAuthorLinked
  | ReviewApproved
  | ReviewUnapproved
  | ReviewRemoved
  | ReviewRestored
  | ReviewEdited
  | ReviewWithdrawn
  | ReviewPersonalDataErased
  | ReviewReplied
  | ReviewReplyHidden
  | ReviewReplyShown;
export type BetaKeyEvent = BetaKeyIssued | BetaKeyConsumed | BetaKeyRevoked;
export type ReservationEvent = EmailClaimed | EmailReleased | PhoneNumberClaimed | PhoneNumberReleased;
export type AdminAuditEvent = ImpersonationStarted | ImpersonationEnded;
export type LeadEvent =
  LeadSent | LeadAnswered | LeadUnanswered | LeadRead | LeadContacted | LeadErased | LeadAnswerReported;
export type ContactEvent = ContactRequested;
export type NotificationEvent = NotificationFailed | MessagesStopped | MessagesResumed;

export type DomainEvent =
  | UserEvent
  | ReviewEvent
  | BetaKeyEvent
  | ReservationEvent
  | AdminAuditEvent
  | LeadEvent
  | ContactEvent
  | NotificationEvent;
export type DomainEventType = DomainEvent['type'];
export type EventOfType<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** A stored event narrowed to the catalogue, as projections and audit views see it. */
export type RecordedDomainEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? StoredEvent<E['type'], E['data']>
  : never;

export const streamIds = {
  user: (userId: string) => `user-${userId}`,
  review: (reviewId: string) => `review-${reviewId}`,
  betaKey: (keyId: string) => `betakey-${keyId}`,
  email: (emailHash: string) => `email-${emailHash}`,
  phone: (e164: string) => `phone-${e164}`,
  adminAudit: () => 'audit-admin',
  lead: (leadId: string) => `lead-${leadId}`,
  contacts: (proId: string) => `contacts-${proId}`,
  notificationFailure: (failureId: string) => `notificationfailure-${failureId}`,
  messaging: (e164: string) => `messaging-${e164}`,
} as const;
