import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListBetaKeysResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { betaKeysProjection, type BetaKeyDocument } from '@gp/projections';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { ListBetaKeysQuery } from './list-beta-keys.query';

/** Reads the betaKeys read model only; newest first. */
@QueryHandler(ListBetaKeysQuery)
export class ListBetaKeysHandler implements IQueryHandler<ListBetaKeysQuery, ListBetaKeysResponse> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ params }: ListBetaKeysQuery): Promise<ListBetaKeysResponse> {
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
