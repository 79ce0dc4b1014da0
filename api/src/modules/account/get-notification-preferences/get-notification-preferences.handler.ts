import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NotificationPreferencesResponse } from '@gp/shared';
import { UserLookup } from '../../users/public';
import { GetNotificationPreferencesQuery } from './get-notification-preferences.query';

/**
 * Read from the account's own stream, as the send job reads it: no read model holds this one
 * account's private choice, and the answer is what the next notification will honour.
 */
@QueryHandler(GetNotificationPreferencesQuery)
export class GetNotificationPreferencesHandler implements IQueryHandler<
  GetNotificationPreferencesQuery,
  NotificationPreferencesResponse
> {
  constructor(private readonly users: UserLookup) {}

  async execute({ userId }: GetNotificationPreferencesQuery): Promise<NotificationPreferencesResponse> {
    const { notificationPreferences, phoneNumber } = await this.users.user(userId);
    return { preferences: notificationPreferences, hasVerifiedPhone: phoneNumber !== null };
  }
}
