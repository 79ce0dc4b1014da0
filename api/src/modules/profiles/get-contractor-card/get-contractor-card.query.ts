export class GetContractorCardQuery {
  constructor(readonly userId: string) {}
}
