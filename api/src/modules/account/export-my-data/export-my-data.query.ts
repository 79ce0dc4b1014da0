/** Everything the platform holds about one account, asked by that account itself. */
export class ExportMyDataQuery {
  constructor(readonly userId: string) {}
}
