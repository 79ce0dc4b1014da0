import type { Lang } from '../constants/constants';
import { serviceById, type ServiceEntry } from '../catalog/services';
import { zoneById, type Zone } from '../catalog/zones';

/** The directory's first path segment after the language. */
export const DIRECTORY_PAGE = 'pros';

/** The directory's orders (plain data here, not in its zod schema: the home page's search links to them without zod). */
export const DIRECTORY_SORTS = ['best', 'reviews', 'newest'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** How many pros one page of the directory lists; a landing page's structured data names its first page. */
export const DIRECTORY_PAGE_SIZE = 12;

/** A landing page by its catalog ids, as its path names it. */
type LandingIds = { serviceId: string; zoneId?: string };

/** A landing page: one service (or category), optionally in one zone. */
export interface DirectoryLanding {
  service: ServiceEntry;
  zone?: Zone;
}

/**
 * `/{lang}/pros`, `/{lang}/pros/{service}` and `/{lang}/pros/{service}/{zone}`. The slugs are the
 * catalog ids in both languages, so a shared link works whatever language it is opened in and a
 * language switch keeps the page.
 */
export function directoryPath(lang: Lang, landing?: LandingIds): string {
  return `/${lang}/${directorySubpath(landing)}`;
}

/** The path after the language, the same in both languages: what the sitemap lists once per language. */
export function directorySubpath(landing?: LandingIds): string {
  if (!landing) return DIRECTORY_PAGE;
  return `${DIRECTORY_PAGE}/${landing.serviceId}${landing.zoneId ? `/${landing.zoneId}` : ''}`;
}

/**
 * The landing page named by the segments after `pros` (`['plumbing', 'nosara']`): undefined for
 * the directory itself, null when a segment is no catalog id or there are too many.
 */
export function landingOfSegments(segments: readonly string[]): DirectoryLanding | null | undefined {
  const [serviceId, zoneId, ...rest] = segments.filter(Boolean);
  if (serviceId === undefined) return undefined;
  const service = serviceById(serviceId);
  const zone = zoneId === undefined ? undefined : zoneById(zoneId);
  if (!service || rest.length > 0 || (zoneId !== undefined && !zone)) return null;
  return zone ? { service, zone } : { service };
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
