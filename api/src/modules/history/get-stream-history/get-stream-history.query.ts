/** One history: an account's (its stream and the admin actions that name it) or a review's (its stream). */
export class GetStreamHistoryQuery {
  constructor(readonly subject: { kind: 'account'; userId: string } | { kind: 'review'; reviewId: string }) {}
}
