import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LANG,
  directoryPath,
  isIndexable,
  KNOWN_PAGES,
  LANGUAGES,
  pathInLanguage,
  serviceById,
  zoneById,
  type Lang,
} from '@gp/shared';
import type { ReadStore } from '@gp/shared/server';
import { directoryProjection, type DirectoryDocument } from '@gp/projections';

/**
 * Pages by their path in the default language (`/en/about`, `/en/pros/plumbing`): the sitemap lists
 * each in every language, at the path pathInLanguage gives (the directory's slugs translated).
 */
type SitemapSource = (readStore: ReadStore) => Promise<string[]>;

const inDefaultLanguage = (page: string) => `/${DEFAULT_LANG}${page ? `/${page}` : ''}`;

/** The site's own pages that are worth a search result. */
const SITE_PAGES = ['', 'features', 'about', 'faq', 'contact', 'tos', 'privacy'].map(inDefaultLanguage);

/** Every public profile, straight from the directory read model: the sitemap follows publicity as it changes. */
async function publicProfilePaths(readStore: ReadStore): Promise<string[]> {
  const profiles = await readStore
    .collection<DirectoryDocument>(directoryProjection.collection)
    .find({ isPublic: true }, { sort: { _id: 1 }, projection: { _id: 1 } });
  return profiles.map((profile) => inDefaultLanguage(`profile/${profile._id}`));
}

/**
 * The directory, and every landing page a public pro appears on: each service the pro chose (not
 * its category), alone and in each zone the pro chose. Ids the catalog no longer holds name no page.
 */
async function directoryPaths(readStore: ReadStore): Promise<string[]> {
  const pros = await readStore
    .collection<DirectoryDocument>(directoryProjection.collection)
    .find({ isPublic: true }, { projection: { serviceIds: 1, zoneIds: 1 } });
  const paths = pros.flatMap(({ serviceIds, zoneIds }) =>
    serviceIds
      .filter(serviceById)
      .flatMap((serviceId) => [
        directoryPath(DEFAULT_LANG, { serviceId }),
        ...zoneIds.filter(zoneById).map((zoneId) => directoryPath(DEFAULT_LANG, { serviceId, zoneId })),
      ]),
  );
  return [directoryPath(DEFAULT_LANG), ...[...new Set(paths)].sort()];
}

/** What the sitemap lists, one source a line. */
const SITEMAP_SOURCES: readonly SitemapSource[] = [async () => SITE_PAGES, directoryPaths, publicProfilePaths];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A sitemap (sitemaps.org) with one entry per page and language, each naming its en/es/x-default alternates. */
export async function sitemapXml(origin: string, readStore: ReadStore): Promise<string> {
  const paths = (await Promise.all(SITEMAP_SOURCES.map((source) => source(readStore)))).flat();
  const url = (lang: Lang, path: string) => escapeXml(`${origin}${pathInLanguage(path, lang)}`);
  const alternates = (path: string) =>
    [...LANGUAGES.map((lang) => [lang, url(lang, path)]), ['x-default', url(DEFAULT_LANG, path)]]
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join('');
  const entries = paths.flatMap((path) =>
    LANGUAGES.map((lang) => `<url><loc>${url(lang, path)}</loc>${alternates(path)}</url>`),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every public page; signed-in users' pages, the admin console and the API stay out. */
export function robotsTxt(origin: string): string {
  const privatePages = KNOWN_PAGES.filter((page) => page !== '' && !isIndexable(page));
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...privatePages.flatMap((page) => LANGUAGES.map((lang) => `Disallow: /${lang}/${page}`)),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function registerCrawlerRoutes(
  app: FastifyInstance,
  options: { publicOrigin: string; readStore: ReadStore },
): void {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(await sitemapXml(options.publicOrigin, options.readStore)),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(options.publicOrigin)),
  );
}
