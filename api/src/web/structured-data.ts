import {
  descriptionFor,
  openRanges,
  RATING_MAX,
  RATING_MIN,
  ratingSummary,
  WEEKDAYS,
  zoneById,
  type Lang,
  type PublicReview,
  type WeeklyHours,
  type ZoneKind,
} from '@gp/shared';
import type { ProfileDocument } from '@gp/projections';

const SCHEMA_ORG = 'https://schema.org';
const RATING_SCALE = { bestRating: RATING_MAX, worstRating: RATING_MIN };

/** A canton is an administrative area; its towns are cities and its beaches places. */
const PLACE_TYPES: Record<ZoneKind, string> = { canton: 'AdministrativeArea', town: 'City', beach: 'Place' };

type JsonLd = Record<string, unknown>;

/** The fields of a public profile (a named one) that its structured data tells. */
export type ProfileFacts = Pick<ProfileDocument, 'description' | 'zoneIds' | 'hours' | 'ratings'> & {
  displayName: string;
};

/**
 * A JSON-LD data block. Browsers never run it (so the CSP's script-src does not apply), but the
 * HTML parser still ends it at the first `</script`: `<`, `>` and `&` go out as \u escapes, so no
 * text a user wrote can close it or open a comment, and U+2028/U+2029 too, which older JavaScript
 * parsers reading the block refuse in strings. JSON.parse gives every character back.
 */
export function jsonLdScript(data: JsonLd): string {
  return scriptJson('application/ld+json', data);
}

/** A JSON data block of `type` (escaped as jsonLdScript tells), with an id for the page's script to find it. */
export function scriptJson(type: string, data: unknown, id?: string): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="${type}"${id ? ` id="${id}"` : ''}>${json}</script>`;
}

/**
 * A public profile as a schema.org business: a pro works on homes and properties, hence
 * HomeAndConstructionBusiness (a LocalBusiness). The rating counts the live reviews, as the profile shows it.
 * The description is the page language's, else the other one, as the page shows it.
 */
export function profileBusiness(
  profile: ProfileFacts,
  reviews: readonly PublicReview[],
  links: { url: string; image: string | null },
  lang: Lang,
): JsonLd {
  const { average, count } = ratingSummary(profile.ratings.starCounts);
  const description = descriptionFor(profile.description, lang)?.text;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'HomeAndConstructionBusiness',
    name: profile.displayName,
    url: links.url,
    ...(links.image && { image: links.image }),
    ...(description && { description }),
    areaServed: profile.zoneIds.flatMap(place),
    openingHoursSpecification: openingHours(profile.hours),
    ...(average !== null && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, ...RATING_SCALE },
    }),
    review: reviews.map((each) => review(each, lang)),
  };
}

/** A landing page's pros, in the directory's order, each by the URL of its profile. */
export function prosItemList(name: string, profileUrls: readonly string[]): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    name,
    numberOfItems: profileUrls.length,
    itemListElement: profileUrls.map((url, index) => ({ '@type': 'ListItem', position: index + 1, url })),
  };
}

/** A zone the pro covers; an id the catalog no longer holds names no place. */
function place(zoneId: string): JsonLd[] {
  const zone = zoneById(zoneId);
  return zone ? [{ '@type': PLACE_TYPES[zone.kind], name: zone.name }] : [];
}

/**
 * One entry per range a day is open (two for a day with a break), in Costa Rica time like the
 * hours themselves; a closed day has no entry.
 */
function openingHours(hours: WeeklyHours | null): JsonLd[] {
  return (hours ?? []).flatMap((day, index) =>
    openRanges(day).map((range) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `${SCHEMA_ORG}/${dayName(index)}`,
      opens: schemaTime(range.open),
      closes: schemaTime(range.close),
    })),
  );
}

/** WeeklyHours start on Sunday, as WEEKDAYS does; schema.org names the days capitalised. */
const dayName = (index: number) => {
  const day = WEEKDAYS[index] ?? '';
  return day.charAt(0).toUpperCase() + day.slice(1);
};

/** "7:00" → "07:00": schema.org times are ISO 8601, with two-digit hours. */
const schemaTime = (time: string) => time.padStart(5, '0');

/** A forgotten author's name reads as erased (''): the page says "Former user" (web-common's `formerUser`). */
const FORMER_USER: Record<Lang, string> = { en: 'Former user', es: 'Antiguo usuario' };

function review({ authorName, rating, title, body, createdAt }: PublicReview, lang: Lang): JsonLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: authorName || FORMER_USER[lang] },
    reviewRating: { '@type': 'Rating', ratingValue: rating, ...RATING_SCALE },
    name: title,
    reviewBody: body,
    datePublished: createdAt,
  };
}
