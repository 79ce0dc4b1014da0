import { Inject, Injectable } from '@nestjs/common';
import { formatPhoneNumber } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { accountsProjection, type AccountDocument } from '@gp/projections';

/**
 * How the admin console names accounts, in one read of the accounts read model: the display name,
 * else the email, else the verified phone number. Admin answers only: it gives out emails. An
 * account with none of them (an anonymous reviewer) or no longer there is left out.
 */
@Injectable()
export class AccountNames {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async of(userIds: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
    if (ids.length === 0) return new Map();
    const accounts = await this.readStore
      .collection<AccountDocument>(accountsProjection.collection)
      .find({ _id: { $in: ids } }, { projection: { _id: 1, displayName: 1, email: 1, phoneNumber: 1 } });
    return new Map(
      accounts.flatMap((account) => {
        const name = accountName(account);
        return name ? [[account._id, name] as const] : [];
      }),
    );
  }
}

function accountName(account: Pick<AccountDocument, 'displayName' | 'email' | 'phoneNumber'>): string | null {
  return (
    account.displayName?.trim() ||
    account.email ||
    (account.phoneNumber ? formatPhoneNumber(account.phoneNumber) : null)
  );
}
