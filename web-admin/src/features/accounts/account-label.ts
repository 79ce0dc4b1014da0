import { displayNameOrFallback, type AdminAccount, type Lang } from '@gp/shared';

/** How the console names an account in labels and messages: display name, else email, else the fallback name. */
export function accountLabel(account: Pick<AdminAccount, 'id' | 'displayName' | 'email'>, lang: Lang): string {
  return (
    account.displayName?.trim() || account.email || displayNameOrFallback({ id: account.id, displayName: null }, lang)
  );
}
