/** Spec §2: the admin area's tabs; an unknown or missing tab goes to the first. */
export const ADMIN_TABS = ['accounts', 'reviews', 'photos', 'beta-keys', 'notifications'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = 'accounts';

export function isAdminTab(value: string | undefined): value is AdminTab {
  return value !== undefined && (ADMIN_TABS as readonly string[]).includes(value);
}
