import type { MetaPage } from './page-meta';

/** Who may open a page. The web apps mirror it; the API enforces it on the data behind the page. */
export type PageAccess = 'public' | 'signed-in' | 'restricted' | 'admin';

interface PageDeclaration {
  /** The route below `/{lang}`, in react-router's pattern syntax. */
  path: string;
  /** public: anyone; signed-in: a registered user; restricted: spec §2's beta access and current terms; admin: the admin console. */
  access: PageAccess;
  /** The title and description the page is served with (PAGE_META). */
  meta: MetaPage;
  /** false: a public page search engines are kept from (what it shows is the visitor's own). */
  indexed?: false;
}

/**
 * Every page of the web apps, by the first path segment after the language (spec §2), declared
 * once: the server answers 404 for any other segment and keeps the non-public pages out of
 * search engines; web-public builds its router from this table (each page's module then adds its
 * component and server data), and web-admin serves everything under `admin`.
 */
export const PAGES = {
  '': { path: '', access: 'public', meta: 'home' },
  pros: { path: 'pros/*', access: 'public', meta: 'pros' },
  profile: { path: 'profile/:id?', access: 'public', meta: 'profile' },
  'leave-a-review': { path: 'leave-a-review/:id?', access: 'public', meta: 'leave-a-review' },
  'create-account': { path: 'create-account', access: 'public', meta: 'create-account' },
  signin: { path: 'signin', access: 'public', meta: 'signin' },
  'coming-soon': { path: 'coming-soon', access: 'public', meta: 'coming-soon' },
  tos: { path: 'tos', access: 'public', meta: 'tos' },
  privacy: { path: 'privacy', access: 'public', meta: 'privacy' },
  features: { path: 'features', access: 'public', meta: 'features' },
  faq: { path: 'faq', access: 'public', meta: 'faq' },
  about: { path: 'about', access: 'public', meta: 'about' },
  contact: { path: 'contact', access: 'public', meta: 'contact' },
  'sent-requests': { path: 'sent-requests', access: 'public', meta: 'sent-requests', indexed: false },
  'review-tos': { path: 'review-tos', access: 'signed-in', meta: 'tos' },
  // `account/my-data`: the person's data to read (the account route shows it).
  account: { path: 'account/:section?', access: 'restricted', meta: 'account' },
  'account-setup': { path: 'account-setup/:step?', access: 'restricted', meta: 'account' },
  'edit-contractor-profile': { path: 'edit-contractor-profile', access: 'restricted', meta: 'account' },
  'add-phone-number': { path: 'add-phone-number', access: 'restricted', meta: 'account' },
  admin: { path: 'admin/*', access: 'admin', meta: 'account' },
} as const satisfies Record<string, PageDeclaration>;

export type PageName = keyof typeof PAGES;

/** The pages web-public renders (the admin console is web-admin's). */
export type PublicAppPage = Exclude<PageName, 'admin'>;

export const KNOWN_PAGES = Object.keys(PAGES) as PageName[];

export function isKnownPage(segment: string | undefined): segment is PageName {
  return segment !== undefined && Object.hasOwn(PAGES, segment);
}

/** The meta of the page at a path's first segment after the language. */
export function metaPageOf(segment: string | undefined): MetaPage {
  const page = segment ?? '';
  return isKnownPage(page) ? PAGES[page].meta : 'not-found';
}

/** Public pages are indexed, unless they show the visitor's own; pages that belong to a signed-in user, and unknown ones, never. */
export function isIndexable(segment: string | undefined): boolean {
  const page = segment ?? '';
  if (!isKnownPage(page)) return false;
  const declared: PageDeclaration = PAGES[page];
  return declared.access === 'public' && declared.indexed !== false;
}
