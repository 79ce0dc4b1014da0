export class GetNotificationPreferencesQuery {
  constructor(readonly userId: string) {}
}
