/** Spec §2: the account page's tabs, chosen by `?tab=`; anything else shows the first. */
export const ACCOUNT_TABS = ['basicInfo', 'reviews', 'requests'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function accountTabOf(value: string | null): AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? '') ? (value as AccountTab) : ACCOUNT_TABS[0];
}
