import { Inject, Injectable } from '@nestjs/common';
import { formatPhoneNumber } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { accountsProjection, type AccountDocument } from '@gp/projections';

type Named = Pick<AccountDocument, '_id' | 'displayName' | 'email' | 'phoneNumber'>;

/**
 * What a page of answers calls the accounts it mentions, in one read of the accounts read model: a
 * list of reviews, requests or photos names their authors, pros and owners this way.
 */
@Injectable()
export class AccountNames {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** The name each account shows the public: its display name, or null when it has none. */
  async displayNames(userIds: readonly (string | null | undefined)[]): Promise<Map<string, string | null>> {
    const accounts = await this.read(userIds);
    return new Map(accounts.map((account) => [account._id, account.displayName?.trim() || null]));
  }

  /**
   * How the admin console names accounts: the display name, else the email, else the verified phone
   * number. Admin answers only: it gives out emails. An account with none of them (an anonymous
   * reviewer) or no longer there is left out.
   */
  async forAdmins(userIds: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
    const accounts = await this.read(userIds);
    return new Map(
      accounts.flatMap((account) => {
        const name =
          account.displayName?.trim() ||
          account.email ||
          (account.phoneNumber ? formatPhoneNumber(account.phoneNumber) : null);
        return name ? [[account._id, name] as const] : [];
      }),
    );
  }

  private async read(userIds: readonly (string | null | undefined)[]): Promise<Named[]> {
    const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
    if (ids.length === 0) return [];
    return this.readStore
      .collection<AccountDocument>(accountsProjection.collection)
      .find({ _id: { $in: ids } }, { projection: { _id: 1, displayName: 1, email: 1, phoneNumber: 1 } });
  }
}
