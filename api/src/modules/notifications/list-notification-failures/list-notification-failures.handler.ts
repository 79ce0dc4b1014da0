import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListNotificationFailuresResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { notificationFailuresProjection, type NotificationFailureDocument } from '@gp/projections';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { ListNotificationFailuresQuery } from './list-notification-failures.query';

/** Reads the notificationFailures read model only; the latest failure first. */
@QueryHandler(ListNotificationFailuresQuery)
export class ListNotificationFailuresHandler implements IQueryHandler<
  ListNotificationFailuresQuery,
  ListNotificationFailuresResponse
> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ params }: ListNotificationFailuresQuery): Promise<ListNotificationFailuresResponse> {
    const failures = this.readStore.collection<NotificationFailureDocument>(notificationFailuresProjection.collection);
    const page = await findPage(failures, {}, { failedAt: -1 }, params);
    return mapPage(page, ({ _id, kind, reason, detail, failedAt }) => ({ jobId: _id, kind, reason, detail, failedAt }));
  }
}
