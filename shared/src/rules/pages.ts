/** The first path segment after the language of every page the web apps render (spec §2). */
export const KNOWN_PAGES = [
  '', 'admin', 'pros', 'profile', 'account', 'create-account', 'signin', 'leave-a-review', 'account-setup',
  'edit-contractor-profile', 'add-phone-number', 'coming-soon', 'tos', 'review-tos', 'features', 'contact', 'about', 'faq',
] as const;

export function isKnownPage(segment: string | undefined): boolean {
  return (KNOWN_PAGES as readonly string[]).includes(segment ?? '');
}
