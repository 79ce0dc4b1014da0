import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { streamIds, type MyDataExport, type MyDataRequest } from '@gp/shared';
import { CLOCK, EVENT_STORE, READ_STORE, type Clock, type EventStore, type ReadStore } from '@gp/shared/server';
import {
  accountsProjection,
  leadsProjection,
  profilesProjection,
  reviewsProjection,
  type AccountDocument,
  type LeadDocument,
  type ProfileDocument,
  type ReviewDocument,
} from '@gp/projections';
import { DomainError } from '../../../core/errors/domain-error';
import { ExportMyDataQuery } from './export-my-data.query';

const requestOf = (lead: LeadDocument): MyDataRequest => ({
  id: lead._id,
  proId: lead.proId,
  name: lead.name,
  phoneNumber: lead.phoneNumber,
  message: lead.message,
  sentAt: lead.sentAt,
  answeredAt: lead.answeredAt,
});

const rolesOf = (account: AccountDocument): MyDataExport['account']['roles'] => [
  account.isContractor ? 'contractor' : 'client',
  ...(account.isAdmin ? (['admin'] as const) : []),
  ...(account.isAuditor ? (['auditor'] as const) : []),
];

function profileOf(profile: ProfileDocument | null): MyDataExport['profile'] {
  if (!profile?.isContractor) return null;
  return {
    description: profile.description,
    serviceIds: profile.serviceIds,
    zoneIds: profile.zoneIds,
    languageCodes: profile.languageCodes,
    hours: profile.hours,
    photos: profile.photos.map((photo) => ({
      id: photo.id,
      status: photo.status,
      usedAs: photo.id === profile.profilePhotoId ? 'profile' : photo.id === profile.coverPhotoId ? 'cover' : null,
      uploadedAt: photo.uploadedAt,
    })),
    contactPreferences: profile.contactChoice.preferences,
  };
}

/**
 * The caller's copy of their data: the read models that index their account (accounts, profiles,
 * reviews by author, leads by sender and by pro), and the types and times of their own stream's
 * events — read from the log, as the account history is, but never an event's data, so no password
 * hash can leave. Every filter is the caller's id: nobody else's document can match.
 */
@QueryHandler(ExportMyDataQuery)
export class ExportMyDataHandler implements IQueryHandler<ExportMyDataQuery, MyDataExport> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: ExportMyDataQuery): Promise<MyDataExport> {
    const leads = this.readStore.collection<LeadDocument>(leadsProjection.collection);
    const [account, profile, reviews, sent, received, events] = await Promise.all([
      this.readStore.collection<AccountDocument>(accountsProjection.collection).findOne({ _id: userId }),
      this.readStore.collection<ProfileDocument>(profilesProjection.collection).findOne({ _id: userId }),
      this.readStore
        .collection<ReviewDocument>(reviewsProjection.collection)
        .find({ authorId: userId }, { sort: { createdAt: -1 } }),
      leads.find({ senderId: userId }, { sort: { sentAt: -1 } }),
      leads.find({ proId: userId }, { sort: { sentAt: -1 } }),
      this.eventStore.readStream(streamIds.user(userId)),
    ]);
    if (!account) throw new DomainError('USER.NOT_FOUND');
    return {
      exportedAt: this.clock.now().toISOString(),
      account: {
        id: account._id,
        email: account.email,
        displayName: account.displayName,
        phoneNumber: account.phoneNumber,
        preferredLang: account.preferredLang,
        roles: rolesOf(account),
        acceptedTermsVersion: account.acceptedTermsVersion,
        createdAt: account.createdAt,
      },
      profile: profileOf(profile),
      reviewsWritten: reviews.map((review) => ({
        id: review._id,
        proId: review.contractorId,
        authorName: review.authorName,
        statedEmail: review.statedEmail,
        rating: review.rating,
        title: review.title,
        body: review.body,
        status: review.removal ? 'removed' : review.status,
        createdAt: review.createdAt,
        reply: review.reply && { text: review.reply.text, repliedAt: review.reply.repliedAt },
      })),
      requestsSent: sent.map(requestOf),
      requestsReceived: received.map(requestOf),
      events: events.map((event) => ({ type: event.type, recordedAt: event.recordedAt })),
    };
  }
}
