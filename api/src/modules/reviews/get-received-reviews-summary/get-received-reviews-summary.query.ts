export class GetReceivedReviewsSummaryQuery {
  constructor(
    /** Always the caller: the answer is the pro's own, never another account's. */
    readonly contractorId: string,
  ) {}
}
