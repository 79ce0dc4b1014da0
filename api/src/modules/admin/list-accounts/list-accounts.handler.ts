import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { formatPhoneNumber, withoutPhoneSeparators, type ListAccountsResponse } from '@gp/shared';
import { CLOCK, type Clock, READ_STORE, type ReadStore } from '@gp/shared/server';
import { accountsProjection, type AccountDocument } from '@gp/projections';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { SharedAnswers } from '../../../core/queries/shared-answers';
import { ProStatsReader } from '../../contact/public';
import { ListAccountsQuery } from './list-accounts.query';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containing = (text: string) => ({ $regex: escapeRegExp(text), $options: 'i' });

/**
 * Name, email or phone. Numbers are stored in E.164 ("+50688887777"), so the phone is matched
 * without the spaces, dashes and parentheses people type between digits ("8888 7777").
 */
function searchFilter(search: string) {
  const phoneDigits = withoutPhoneSeparators(search);
  return {
    $or: [
      { displayName: containing(search) },
      { email: containing(search) },
      ...(phoneDigits ? [{ phoneNumber: containing(phoneDigits) }] : []),
    ],
  };
}

/** Reads the accounts read model; newest first, a search matching name, email or phone; contractors with their 30-day figures. */
@QueryHandler(ListAccountsQuery)
export class ListAccountsHandler implements IQueryHandler<ListAccountsQuery, ListAccountsResponse> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly proStats: ProStatsReader,
    private readonly answers: SharedAnswers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The same list for every admin and auditor: computed once until an account changes (or a second has passed). */
  execute(query: ListAccountsQuery): Promise<ListAccountsResponse> {
    return this.answers.of(query, () => this.list(query));
  }

  private async list({
    params: { search, includeAnonymous, page, pageSize },
  }: ListAccountsQuery): Promise<ListAccountsResponse> {
    const accounts = this.readStore.collection<AccountDocument>(accountsProjection.collection);
    const filter = {
      ...(includeAnonymous === 'true' ? {} : { isAnonymous: false }),
      ...(search ? searchFilter(search) : {}),
    };
    const found = await findPage(accounts, filter, { createdAt: -1 }, { page, pageSize });
    const stats = await this.proStats.forPros(
      found.items.filter((account) => account.isContractor).map((account) => account._id),
      this.clock.now(),
    );
    return mapPage(found, (account) => ({
      id: account._id,
      email: account.email,
      displayName: account.displayName,
      phoneNumber: account.phoneNumber,
      phoneNumberDisplay: account.phoneNumber ? formatPhoneNumber(account.phoneNumber) : null,
      hasBetaAccess: account.hasBetaAccess,
      isAdmin: account.isAdmin,
      isAuditor: account.isAuditor,
      isContractor: account.isContractor,
      isAnonymous: account.isAnonymous,
      createdAt: account.createdAt,
      stats: stats.get(account._id) ?? null,
    }));
  }
}
