import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { streamIds, type AuditHistoryView } from '@gp/shared';
import { EVENT_STORE, type EventStore } from '@gp/shared/server';
import { DomainError } from '../../../core/errors/domain-error';
import { readAccountHistory, readStreamHistory } from '../stream-history';
import { GetStreamHistoryQuery } from './get-stream-history.query';
import { AccountNames } from '../../users/public';

/** Auditors read the streams themselves, not a read model: the history is the events as stored (who acted named from the accounts read model). */
@QueryHandler(GetStreamHistoryQuery)
export class GetStreamHistoryHandler implements IQueryHandler<GetStreamHistoryQuery, AuditHistoryView> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly accountNames: AccountNames,
  ) {}

  async execute({ subject }: GetStreamHistoryQuery): Promise<AuditHistoryView> {
    const history =
      subject.kind === 'account'
        ? await readAccountHistory(this.eventStore, subject.userId)
        : await readStreamHistory(this.eventStore, streamIds.review(subject.reviewId));
    if (history.events.length === 0)
      throw new DomainError(subject.kind === 'account' ? 'USER.NOT_FOUND' : 'REVIEW.NOT_FOUND');
    const names = await this.accountNames.forAdmins(
      history.events.flatMap((event) => [event.actorId, event.onBehalfOf]),
    );
    return { ...history, names: Object.fromEntries(names) };
  }
}
