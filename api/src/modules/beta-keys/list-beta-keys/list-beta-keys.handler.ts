import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListBetaKeysResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { betaKeysProjection, type BetaKeyDocument } from '@gp/projections';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { SharedAnswers } from '../../../core/queries/shared-answers';
import { ListBetaKeysQuery } from './list-beta-keys.query';

/** Reads the betaKeys read model only; newest first. */
@QueryHandler(ListBetaKeysQuery)
export class ListBetaKeysHandler implements IQueryHandler<ListBetaKeysQuery, ListBetaKeysResponse> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly answers: SharedAnswers,
  ) {}

  /** The same list for every admin and auditor: computed once until the keys change. */
  execute(query: ListBetaKeysQuery): Promise<ListBetaKeysResponse> {
    return this.answers.of(query, () => this.list(query));
  }

  private async list({ params }: ListBetaKeysQuery): Promise<ListBetaKeysResponse> {
    const keys = this.readStore.collection<BetaKeyDocument>(betaKeysProjection.collection);
    const filter = params.consumed === undefined ? {} : { isConsumed: params.consumed === 'true' };
    return mapPage(await findPage(keys, filter, { issuedAt: -1 }, params), (document) => ({
      id: document._id,
      isConsumed: document.isConsumed,
      issuedAt: document.issuedAt,
      consumedAt: document.consumedAt,
      consumedBy: document.consumedBy,
    }));
  }
}
