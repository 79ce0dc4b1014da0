import type { ListNotificationFailuresQuery as ListNotificationFailuresParams } from '@gp/shared';

export class ListNotificationFailuresQuery {
  constructor(readonly params: ListNotificationFailuresParams) {}
}
