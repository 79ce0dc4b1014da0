import {
  DIRECTORY_PAGE, directoryPath, isIndexable, landingMeta, landingOfSegments, metaPageOf, PAGE_META, profileTitle,
  type DirectoryLanding, type Lang, type MetaPage,
} from '@gp/shared';
import type { ReadStore } from '@gp/shared/server';
import { profilesProjection, type ProfileDocument } from '@gp/projections';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const OG_LOCALE: Record<Lang, string> = { en: 'en_US', es: 'es_CR' };

/** What a page says about itself in the head. */
interface PageHead {
  title: string;
  description: string;
  /** The page's path in a language: its canonical link and hreflang alternates. */
  path: (lang: Lang) => string;
  indexable: boolean;
}

interface HeadContext {
  origin: string;
  lang: Lang;
  readStore: ReadStore;
}

/**
 * The head of a served page: its own title and description, canonical link and hreflang
 * alternates (en/es), Open Graph tags, and noindex for pages that belong to a signed-in user.
 */
export async function headTags(options: { origin: string; lang: Lang; path: string; readStore: ReadStore }): Promise<string> {
  const { origin, lang, path, readStore } = options;
  const head = await pageHead({ origin, lang, readStore }, path.split('/'));
  const url = (language: Lang) => `${origin}${head.path(language)}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url(lang))}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(url('en'))}">`,
    `<link rel="alternate" hreflang="es" href="${escapeHtml(url('es'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en'))}">`,
    `<meta property="og:site_name" content="Guanacaste Pros">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url(lang))}">`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
  ];
  if (!head.indexable) tags.push('<meta name="robots" content="noindex">');
  return tags.join('\n    ');
}

/** A public profile and a landing page name what they show; every other page has its PAGE_META. */
async function pageHead(context: HeadContext, segments: string[]): Promise<PageHead> {
  const [, , page, ...rest] = segments;
  if (page === 'profile' && rest[0]) {
    const name = await publicProfileName(context.readStore, rest[0]);
    if (name) return { ...metaHead(context.lang, segments), title: profileTitle(name, context.lang) };
  }
  if (page === DIRECTORY_PAGE) {
    const landing = landingOfSegments(rest);
    if (landing) return landingHead(context.lang, landing);
    // The page answers 404 (web-routes.ts): its head says so too.
    if (landing === null) return metaHead(context.lang, segments, 'not-found');
  }
  return metaHead(context.lang, segments);
}

/** A page's PAGE_META entry, at the path it was asked for. */
function metaHead(lang: Lang, segments: string[], metaPage: MetaPage = metaPageOf(segments[2])): PageHead {
  const rest = segments.slice(2).join('/');
  return {
    ...PAGE_META[metaPage][lang],
    path: (language) => `/${language}${rest ? `/${rest}` : ''}`,
    indexable: isIndexable(segments[2]) && metaPage !== 'not-found',
  };
}

/** A profile's name appears in link previews only once the profile is public. */
async function publicProfileName(readStore: ReadStore, userId: string): Promise<string | null> {
  const profile = await readStore.collection<ProfileDocument>(profilesProjection.collection).findOne({ _id: userId }, { projection: { displayName: 1, isPublic: 1 } });
  return profile?.displayName && profile.isPublic ? profile.displayName : null;
}

/** A landing page's own title and description, at its path. */
function landingHead(lang: Lang, landing: DirectoryLanding): PageHead {
  const { title, description } = landingMeta(lang, landing);
  const ids = { serviceId: landing.service.serviceId, zoneId: landing.zone?.zoneId };
  return { title, description, path: (language) => directoryPath(language, ids), indexable: true };
}

/** Puts the route's language on <html> and the page's tags in place of the build's <title>. */
export function withHead(html: string, lang: Lang, tags: string): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    // A function replacer: user text in the tags (`$&`, `$\`` in a display name) is inserted as it is.
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
