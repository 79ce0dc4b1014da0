/** Spec §2: the account page's tabs, chosen by `?tab=`; anything else shows the first. */
export const ACCOUNT_TABS = ['basicInfo', 'reviews', 'sentRequests', 'profile', 'requests', 'notifications'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * A pro's own tabs (issue 15): a client has no profile to show and receives no requests. Every
 * member, client or pro, can send requests, so "Requests I sent" is everyone's.
 */
const PRO_TABS: readonly AccountTab[] = ['profile', 'requests'];

/** The tabs this account sees, in order. */
export const accountTabsFor = (user: { isContractor: boolean }): AccountTab[] =>
  ACCOUNT_TABS.filter((tab) => user.isContractor || !PRO_TABS.includes(tab));

export function accountTabOf(value: string | null): AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? '') ? (value as AccountTab) : ACCOUNT_TABS[0];
}
