import type { DirectoryQuery } from '@gp/shared';

export class ListProsQuery {
  constructor(readonly search: DirectoryQuery) {}
}
