export class CountUnreadLeadsQuery {
  constructor(readonly proId: string) {}
}
