import { isIndexable, metaPageOf, PAGE_META, profileTitle, type Lang } from '@gp/shared';
import type { ReadStore } from '@gp/shared/server';
import { profilesProjection, type ProfileDocument } from '@gp/projections';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const OG_LOCALE: Record<Lang, string> = { en: 'en_US', es: 'es_CR' };

/**
 * The head of a served page: its own title and description, canonical link and hreflang
 * alternates (en/es), Open Graph tags, and noindex for pages that belong to a signed-in user.
 */
export async function headTags(options: { origin: string; lang: Lang; path: string; readStore: ReadStore }): Promise<string> {
  const { origin, lang, path, readStore } = options;
  const segments = path.split('/');
  const page = segments[2];
  const meta = PAGE_META[metaPageOf(page)][lang];
  const title = (page === 'profile' && segments[3] && (await publicProfileName(readStore, segments[3]))) || null;
  const rest = segments.slice(2).join('/');
  const url = (language: Lang) => `${origin}/${language}${rest ? `/${rest}` : ''}`;
  const tags = [
    `<title>${escapeHtml(title ? profileTitle(title, lang) : meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url(lang))}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(url('en'))}">`,
    `<link rel="alternate" hreflang="es" href="${escapeHtml(url('es'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en'))}">`,
    `<meta property="og:site_name" content="Guanacaste Pros">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(title ? profileTitle(title, lang) : meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url(lang))}">`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
  ];
  if (!isIndexable(page)) tags.push('<meta name="robots" content="noindex">');
  return tags.join('\n    ');
}

/** A profile's name appears in link previews only once the profile is public. */
async function publicProfileName(readStore: ReadStore, userId: string): Promise<string | null> {
  const profile = await readStore.collection<ProfileDocument>(profilesProjection.collection).findOne({ _id: userId }, { projection: { displayName: 1, isPublic: 1 } });
  return profile?.displayName && profile.isPublic ? profile.displayName : null;
}

/** Puts the route's language on <html> and the page's tags in place of the build's <title>. */
export function withHead(html: string, lang: Lang, tags: string): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    // A function replacer: user text in the tags (`$&`, `$\`` in a display name) is inserted as it is.
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
