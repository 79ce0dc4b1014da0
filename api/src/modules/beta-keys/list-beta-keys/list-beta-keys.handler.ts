import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BetaKeyStatus, ListBetaKeysResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { betaKeysProjection, type BetaKeyDocument } from '@gp/projections';
import { AppConfig } from '../../../config/app-config';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { SharedAnswers } from '../../../core/queries/shared-answers';
import { AccountNames } from '../../users/public';
import { betaKeySignUpLinks } from '../issue-beta-key/issue-beta-key.handler';
import { ListBetaKeysQuery } from './list-beta-keys.query';

const statusOf = (document: BetaKeyDocument): BetaKeyStatus =>
  document.isConsumed ? 'used' : document.isRevoked ? 'revoked' : 'unused';

/** Reads the betaKeys read model (and the accounts', for names) only; newest first. */
@QueryHandler(ListBetaKeysQuery)
export class ListBetaKeysHandler implements IQueryHandler<ListBetaKeysQuery, ListBetaKeysResponse> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly answers: SharedAnswers,
    private readonly accountNames: AccountNames,
    private readonly config: AppConfig,
  ) {}

  /** The same list for every admin and auditor: computed once until the keys change. */
  execute(query: ListBetaKeysQuery): Promise<ListBetaKeysResponse> {
    return this.answers.of(query, () => this.list(query));
  }

  private async list({ params }: ListBetaKeysQuery): Promise<ListBetaKeysResponse> {
    const keys = this.readStore.collection<BetaKeyDocument>(betaKeysProjection.collection);
    const filter = params.consumed === undefined ? {} : { isConsumed: params.consumed === 'true' };
    const page = await findPage(keys, filter, { issuedAt: -1 }, params);
    const names = await this.accountNames.forAdmins(
      page.items.flatMap((document) => [document.issuedBy, document.consumedBy, document.revokedBy]),
    );
    const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? null) : null);
    return mapPage(page, (document) => {
      const status = statusOf(document);
      return {
        id: document._id,
        status,
        // Documents projected before notes and revocation existed read as keys without them.
        note: document.note ?? null,
        isConsumed: document.isConsumed,
        issuedAt: document.issuedAt,
        issuedBy: document.issuedBy ?? null,
        issuedByName: nameOf(document.issuedBy),
        consumedAt: document.consumedAt,
        consumedBy: document.consumedBy,
        consumedByName: nameOf(document.consumedBy),
        revokedAt: document.revokedAt ?? null,
        revokedBy: document.revokedBy ?? null,
        revokedByName: nameOf(document.revokedBy),
        signUpLinks: status === 'unused' ? betaKeySignUpLinks(this.config.values.PUBLIC_ORIGIN, document._id) : null,
      };
    });
  }
}
