import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuditHistory } from '@gp/shared';
import { EVENT_STORE, type EventStore } from '@gp/shared/server';
import { DomainError } from '../../../core/errors/domain-error';
import { readStreamHistory } from '../stream-history';
import { GetStreamHistoryQuery } from './get-stream-history.query';

/** Auditors read the stream itself, not a read model: the history is the events as stored. */
@QueryHandler(GetStreamHistoryQuery)
export class GetStreamHistoryHandler implements IQueryHandler<GetStreamHistoryQuery, AuditHistory> {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async execute({ streamId, notFound }: GetStreamHistoryQuery): Promise<AuditHistory> {
    const history = await readStreamHistory(this.eventStore, streamId);
    if (history.events.length === 0) throw new DomainError(notFound);
    return history;
  }
}
