import {
  descriptionFor,
  DIRECTORY_PAGE,
  DIRECTORY_PAGE_SIZE,
  directoryPath,
  isIndexable,
  landingMeta,
  landingIds,
  landingOfSegments,
  metaPageOf,
  PAGE_META,
  pathInLanguage,
  photoUrl,
  profileTitle,
  weekTimeAt,
  type DirectoryLanding,
  type Lang,
  type LandingIds,
  type MetaPage,
} from '@gp/shared';
import type { ReadStore } from '@gp/shared/server';
import { directoryProjection, profilesProjection, type DirectoryDocument, type ProfileDocument } from '@gp/projections';
import { directoryFilter, directorySorts } from '../modules/directory/public';
import { profileReviewsPage } from '../modules/reviews/public';
import { jsonLdScript, profileBusiness, prosItemList, type ProfileFacts } from './structured-data';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const OG_LOCALE: Record<Lang, string> = { en: 'en_US', es: 'es_CR' };

/** How many of a profile's reviews its structured data carries: the newest, as the profile lists them. */
const STRUCTURED_REVIEWS = 20;

/** What a page says about itself in the head. */
interface PageHead {
  title: string;
  description: string;
  /** The page's path in its language, its canonical link; pathInLanguage gives its hreflang alternates. */
  path: string;
  indexable: boolean;
  /** The absolute URL of the picture a link preview shows. */
  image?: string;
  /** What the page shows, in schema.org terms, for search engines. */
  structuredData?: Record<string, unknown>;
}

interface HeadContext {
  origin: string;
  lang: Lang;
  readStore: ReadStore;
}

/**
 * The head of a served page: its own title and description, canonical link and hreflang
 * alternates (en/es), Open Graph tags, noindex for pages that belong to a signed-in user, and
 * JSON-LD for public profiles and the directory's landing pages.
 */
export async function headTags(options: {
  origin: string;
  lang: Lang;
  path: string;
  readStore: ReadStore;
}): Promise<string> {
  const { origin, lang, path, readStore } = options;
  const head = await pageHead({ origin, lang, readStore }, path.split('/'));
  const url = (language: Lang) => `${origin}${pathInLanguage(head.path, language)}`;
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
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
  if (!head.indexable) tags.push('<meta name="robots" content="noindex">');
  if (head.structuredData) tags.push(jsonLdScript(head.structuredData));
  return tags.join('\n    ');
}

/** A public profile and a landing page tell what they show; every other page has its PAGE_META. */
async function pageHead(context: HeadContext, segments: string[]): Promise<PageHead> {
  const [, , page, ...rest] = segments;
  if (page === 'profile' && rest[0]) {
    const profile = await publicProfile(context.readStore, rest[0]);
    // Not public (or no such profile): a signed-out visitor gets the 404 page (web-routes.ts).
    return profile ? profileHead(context, rest[0], profile) : metaHead(context.lang, segments, 'not-found');
  }
  if (page === DIRECTORY_PAGE) {
    const landing = landingOfSegments(context.lang, rest);
    if (landing) return landingHead(context, landing);
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
    path: `/${lang}${rest ? `/${rest}` : ''}`,
    indexable: isIndexable(segments[2]) && metaPage !== 'not-found',
  };
}

type PublicProfile = ProfileFacts & Pick<ProfileDocument, 'publicProfilePhotoId'>;

/** Whether anyone may see the profile: signed out, a profile that is not public is the 404 page. */
export async function isPublicProfile(readStore: ReadStore, userId: string): Promise<boolean> {
  return (await publicProfile(readStore, userId)) !== null;
}

/** A profile's name, picture and facts appear in link previews and search results only once the profile is public. */
async function publicProfile(readStore: ReadStore, userId: string): Promise<PublicProfile | null> {
  const profile = await readStore.collection<ProfileDocument>(profilesProjection.collection).findOne(
    { _id: userId },
    {
      projection: {
        displayName: 1,
        isPublic: 1,
        description: 1,
        zoneIds: 1,
        hours: 1,
        ratings: 1,
        publicProfilePhotoId: 1,
      },
    },
  );
  return profile?.displayName && profile.isPublic ? { ...profile, displayName: profile.displayName } : null;
}

/** How much of a pro's description a link preview or a search result shows (search engines cut near 160). */
const META_DESCRIPTION_MAX = 160;

/** The start of a text, cut at a word within `max` characters, with an ellipsis when cut; on one line. */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * A public profile's head names the pro and shows the profile photo; its description is the pro's
 * own in the page's language, else the other one (the page's generic one without either); its
 * structured data describes the business.
 */
async function profileHead(
  { origin, lang, readStore }: HeadContext,
  userId: string,
  profile: PublicProfile,
): Promise<PageHead> {
  // The approved photo the public sees (DESIGN §9), never one awaiting review.
  const photoId = profile.publicProfilePhotoId;
  const image = photoId ? `${origin}${photoUrl(userId, photoId, 'large')}` : null;
  const { items: reviews } = await profileReviewsPage(readStore, userId, { page: 1, pageSize: STRUCTURED_REVIEWS });
  const description = descriptionFor(profile.description, lang);
  return {
    ...PAGE_META.profile[lang],
    ...(description && { description: excerpt(description.text, META_DESCRIPTION_MAX) }),
    title: profileTitle(profile.displayName, lang),
    path: profilePath(lang, userId),
    indexable: true,
    ...(image && { image }),
    structuredData: profileBusiness(profile, reviews, { url: `${origin}${profilePath(lang, userId)}`, image }, lang),
  };
}

const profilePath = (lang: Lang, userId: string) => `/${lang}/profile/${userId}`;

/** A landing page's own title and description, at its path, listing the pros of its first directory page. */
async function landingHead({ origin, lang, readStore }: HeadContext, landing: DirectoryLanding): Promise<PageHead> {
  const { title, description, heading } = landingMeta(lang, landing);
  const ids = landingIds(landing);
  const proIds = await landingProIds(readStore, ids);
  return {
    title,
    description,
    path: directoryPath(lang, ids),
    indexable: true,
    structuredData: prosItemList(
      heading,
      proIds.map((id) => `${origin}${profilePath(lang, id)}`),
    ),
  };
}

/** The directory's own search (public pros of the service and zone, best first): what the page lists first. */
async function landingProIds(readStore: ReadStore, { serviceId, zoneId }: LandingIds): Promise<string[]> {
  // The time serves the open-now filter, which a landing page does not set.
  const filter = directoryFilter({ service: serviceId, zone: zoneId }, weekTimeAt(Date.now()));
  const pros = await readStore
    .collection<DirectoryDocument>(directoryProjection.collection)
    .find(filter, { sort: { ...directorySorts.best, _id: 1 }, limit: DIRECTORY_PAGE_SIZE, projection: { _id: 1 } });
  return pros.map((pro) => pro._id);
}

/** Puts the route's language on <html> and the page's tags in place of the build's <title>. */
export function withHead(html: string, lang: Lang, tags: string): string {
  return (
    html
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      // An app installed from a Spanish page starts in Spanish (web-public's build writes both manifests).
      .replace(
        'href="/manifest.webmanifest"',
        lang === 'es' ? 'href="/manifest.es.webmanifest"' : 'href="/manifest.webmanifest"',
      )
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      // A function replacer: user text in the tags (`$&`, `$\`` in a display name) is inserted as it is.
      .replace('</head>', () => `    ${tags}\n  </head>`)
  );
}
