export class GetProStatsQuery {
  constructor(readonly proId: string) {}
}
