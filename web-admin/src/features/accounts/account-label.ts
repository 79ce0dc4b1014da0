import { displayNameOrFallback, type AdminAccount, type Lang } from '@gp/shared';

type Named = Pick<AdminAccount, 'id' | 'displayName' | 'email'> & { phoneNumberDisplay?: string | null };

/**
 * How the console names an account in labels and messages: display name, else email, else the
 * phone number; only an account with none of them (an anonymous reviewer) gets the fallback name.
 */
export function accountLabel(account: Named, lang: Lang): string {
  return (
    account.displayName?.trim() ||
    account.email ||
    account.phoneNumberDisplay ||
    displayNameOrFallback({ id: account.id, displayName: null }, lang)
  );
}
