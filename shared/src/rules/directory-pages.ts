import type { Lang } from '../constants/constants';
import { serviceById, type ServiceEntry } from '../catalog/services';
import { zoneById, type Zone } from '../catalog/zones';
import { SERVICE_SLUGS, ZONE_SLUGS } from '../catalog/slugs';
import { isLang, switchLanguagePath } from './language-path';

/** The directory's first path segment after the language. */
export const DIRECTORY_PAGE = 'pros';

/** The directory's orders (plain data here, not in its zod schema: the home page's search links to them without zod). */
export const DIRECTORY_SORTS = ['best', 'reviews', 'newest', 'fastest'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** How many pros one page of the directory lists; a landing page's structured data names its first page. */
export const DIRECTORY_PAGE_SIZE = 12;

/** A landing page by its catalog ids, as its path names it. */
export type LandingIds = { serviceId: string; zoneId?: string };

/** A landing page: one service (or category), optionally in one zone. */
export interface DirectoryLanding {
  service: ServiceEntry;
  zone?: Zone;
}

/** The catalog ids of a landing page. */
export const landingIds = ({ service, zone }: DirectoryLanding): LandingIds =>
  zone ? { serviceId: service.serviceId, zoneId: zone.zoneId } : { serviceId: service.serviceId };

/**
 * `/{lang}/pros`, `/{lang}/pros/{service}` and `/{lang}/pros/{service}/{zone}`, in the language's
 * own words (`/es/pros/fontaneria/nosara`): what a visitor reads and a search engine matches.
 */
export function directoryPath(lang: Lang, landing?: LandingIds): string {
  if (!landing) return `/${lang}/${DIRECTORY_PAGE}`;
  const zone = landing.zoneId ? `/${ZONE_SLUGS.slug(lang, landing.zoneId)}` : '';
  return `/${lang}/${DIRECTORY_PAGE}/${SERVICE_SLUGS.slug(lang, landing.serviceId)}${zone}`;
}

/** The landing page segments name, given how a slug reads as a catalog id. */
function landingOf(
  segments: readonly string[],
  serviceIdOf: (slug: string) => string | undefined,
  zoneIdOf: (slug: string) => string | undefined,
): DirectoryLanding | null | undefined {
  const [serviceSlug, zoneSlug, ...rest] = segments.filter(Boolean);
  if (serviceSlug === undefined) return undefined;
  const service = serviceById(serviceIdOf(serviceSlug) ?? '');
  const zone = zoneSlug === undefined ? undefined : zoneById(zoneIdOf(zoneSlug) ?? '');
  if (!service || rest.length > 0 || (zoneSlug !== undefined && !zone)) return null;
  return zone ? { service, zone } : { service };
}

/**
 * The landing page named by the segments after `pros` in the language's slugs (`es`,
 * `['fontaneria', 'nosara']`): undefined for the directory itself, null when a segment is no slug
 * of that language or there are too many.
 */
export function landingOfSegments(lang: Lang, segments: readonly string[]): DirectoryLanding | null | undefined {
  return landingOf(
    segments,
    (slug) => SERVICE_SLUGS.idOf(lang, slug),
    (slug) => ZONE_SLUGS.idOf(lang, slug),
  );
}

/**
 * Where a landing path named with another language's slugs belongs (`/es/pros/plumbing/nosara` →
 * `/es/pros/fontaneria/nosara`): a link shared from the other language, or an address from before
 * Spanish slugs. null when the segments are the language's own, or name no landing page at all.
 */
export function directoryRedirect(lang: Lang, segments: readonly string[]): string | null {
  if (landingOfSegments(lang, segments) !== null) return null;
  const landing = landingOf(
    segments,
    (slug) => SERVICE_SLUGS.idInAnyLanguage(slug),
    (slug) => ZONE_SLUGS.idInAnyLanguage(slug),
  );
  return landing ? directoryPath(lang, landingIds(landing)) : null;
}

/**
 * The same page in another language, for the language switch, the hreflang alternates and the
 * sitemap alike: the language segment swapped and, on the directory, the slugs translated
 * (`/en/pros/plumbing` → `/es/pros/fontaneria`). The query and hash are the caller's to keep.
 */
export function pathInLanguage(pathname: string, lang: Lang): string {
  const [, from, page, ...rest] = pathname.split('/');
  const landing = page === DIRECTORY_PAGE && isLang(from) ? landingOfSegments(from, rest) : null;
  return landing === null ? switchLanguagePath(pathname, lang) : directoryPath(lang, landing && landingIds(landing));
}

const SITE = 'Guanacaste Pros';

/** The unique title and description of a landing page, in the page's language. */
export function landingMeta(
  lang: Lang,
  { service, zone }: DirectoryLanding,
): { title: string; description: string; heading: string } {
  const name = service.name[lang];
  const place = zone?.name ?? 'Guanacaste';
  if (lang === 'es') {
    const heading = `${name} en ${place}`;
    return {
      heading,
      title: `${heading}: profesionales locales con reseñas · ${SITE}`,
      description: `Compara profesionales locales de ${name} en ${place}, Costa Rica: reseñas reales, idiomas, horario y contacto por WhatsApp o llamada con un toque.`,
    };
  }
  const heading = `${name} in ${place}`;
  return {
    heading,
    title: `${heading}: reviewed local pros · ${SITE}`,
    description: `Compare local pros for ${name} in ${place}, Costa Rica: real reviews, languages spoken, hours, and WhatsApp or a call in one tap.`,
  };
}
