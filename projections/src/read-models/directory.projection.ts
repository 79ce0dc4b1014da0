import {
  bayesianRating,
  contactChoiceAfter,
  descriptionTexts,
  effectiveContactChannels,
  isReachable,
  minutesOf,
  NEARBY_KM,
  nearestServedZoneTo,
  openRanges,
  normalizeForSearch,
  ratingSummary,
  serviceById,
  wholeKm,
  ZONES,
  zoneById,
  NO_CONTACT_CHOICE,
  type ContactChoice,
  type ProfileDescription,
  type WeeklyHours,
} from '@gp/shared';
import { defineProjection } from '../runtime/projection';
import {
  isPublicWith,
  NO_REVIEW_STANDINGS,
  RATING_EVENTS,
  withRatingEvent,
  type ReviewStandings,
} from './review-standings';
import { publicPhotoId } from './public-photo';
import { RESPONSE_EVENTS, withResponseEvent, type RequestTimes } from './response-times';

/** A range an open day is open, in minutes after midnight (a day with a break has two), for the open-now filter. */
export type OpeningSpan = { day: number; open: number; close: number };

/**
 * The directory's facts about one profile, all derived here so a listing query joins nothing.
 * Every registered (non-anonymous) account has one from the start, so a profile joins the
 * directory the moment it becomes public; only documents with `isPublic` are listed. Never holds
 * an email or a phone number.
 */
export type DirectoryDocument = {
  _id: string;
  /**
   * Listed: spec §1, a pro with three live reviews (approved, by a signed-in author), and with a way
   * to be reached (issue 39: a pro who turned every channel off is not listed until one is on).
   * Deleted accounts have no document.
   */
  isPublic: boolean;
  /** A client (issue 15) is never listed, whatever reviews their account holds. */
  isContractor: boolean;
  displayName: string | null;
  /** Per language; searchText holds both. */
  description: ProfileDescription;
  serviceIds: string[];
  zoneIds: string[];
  languageCodes: string[];
  hours: WeeklyHours | null;
  /** The services and their categories: a search for a category finds every service in it. */
  serviceKeys: string[];
  /** The zones covered, their cantons, and every place in a covered canton (canton ↔ town matching). */
  zoneKeys: string[];
  /**
   * Where the pro stands in a search of each zone of the catalog, as `zoneReachKey(zone, rank)`:
   * rank 0 when the pro serves the zone (it is among the zone keys), else the whole km from the
   * zone to the nearest place the pro serves, when within NEARBY_KM. A zone search reads each rank
   * through an index, in the requested order, instead of measuring every pro around the zone.
   */
  zoneReach: string[];
  openingSpans: OpeningSpan[];
  /**
   * The hours of the week (day × 24 + hour) in which the pro is open at some minute: an index on
   * them narrows "open now" to the pros open this hour before the spans decide to the minute.
   */
  openHours: number[];
  /** Names, the description in each language the pro wrote it, and the services' names and keywords in both languages, lowercase without accents. */
  searchText: string;
  /** The card's photo: approved only (see publicPhotoId). */
  profilePhotoId: string | null;
  /** The profile photo the pro chose, shown on the card once approved. */
  chosenProfilePhotoId: string | null;
  /** The pro's approved photos, which decide whether the chosen one may be shown. */
  approvedPhotoIds: string[];
  phoneVerified: boolean;
  /** The channels the pro chose, or the default, and whether they chose (rules/contact.ts). */
  contactChoice: ContactChoice;
  createdAt: string;
  /** The live reviews behind the rating, folded from the review events. */
  ratings: ReviewStandings;
  ratingAverage: number | null;
  ratingCount: number;
  /** Bayesian average, the "best" order. */
  ratingScore: number;
  /** The requests of the last 90 days and the pro's answers: the card's response signal and the "fastest" order, worked out at read time. */
  responseTimes: RequestTimes[];
};

const serviceKeysOf = (serviceIds: string[]) => [
  ...new Set(serviceIds.flatMap((id) => [id, serviceById(id)?.categoryId ?? id])),
];

function zoneKeysOf(zoneIds: string[]): string[] {
  const keys = new Set<string>();
  for (const zoneId of zoneIds) {
    const zone = zoneById(zoneId);
    keys.add(zoneId);
    if (!zone) continue;
    keys.add(zone.cantonId);
    if (zone.kind === 'canton')
      ZONES.filter((place) => place.cantonId === zoneId).forEach((place) => keys.add(place.zoneId));
  }
  return [...keys];
}

/** The key of a zone search's group in DirectoryDocument.zoneReach: rank 0 serves the zone, 1…NEARBY_KM are the km to it. */
export const zoneReachKey = (zoneId: string, rank: number) => `${zoneId}@${rank}`;

/** DirectoryDocument.zoneReach from the served zones and their keys, as nearbyRanking measured them at read time. */
function zoneReachOf(zoneIds: string[], zoneKeys: readonly string[]): string[] {
  const reach: string[] = [];
  for (const { zoneId } of ZONES) {
    if (zoneKeys.includes(zoneId)) {
      reach.push(zoneReachKey(zoneId, 0));
      continue;
    }
    const nearest = nearestServedZoneTo(zoneId)(zoneIds);
    if (nearest && nearest.km <= NEARBY_KM) reach.push(zoneReachKey(zoneId, wholeKm(nearest.km)));
  }
  return reach;
}

/** One span per range a day is open: two for a day with a break, none for a closed day. */
const openingSpansOf = (hours: WeeklyHours | null): OpeningSpan[] =>
  (hours ?? []).flatMap((day, index) =>
    openRanges(day).map((range) => ({ day: index, open: minutesOf(range.open), close: minutesOf(range.close) })),
  );

/** The hour of the week a minute of a day falls in: what openHours holds and an "open now" search looks up. */
export const weekHourOf = (day: number, minute: number) => day * 24 + Math.floor(minute / 60);

/** The hours of the week that opening spans touch, each once (a break within an hour leaves both ranges in it; see DirectoryDocument.openHours). */
export const openHoursOf = (spans: readonly OpeningSpan[]): number[] => [
  ...new Set(
    spans.flatMap(({ day, open, close }) => {
      if (close <= open) return [];
      const first = weekHourOf(day, open);
      return Array.from({ length: weekHourOf(day, close - 1) - first + 1 }, (_, offset) => first + offset);
    }),
  ),
];

function searchTextOf(doc: Pick<DirectoryDocument, 'displayName' | 'description' | 'serviceIds'>): string {
  const services = doc.serviceIds.flatMap((id) => {
    const service = serviceById(id);
    return service ? [service.name.en, service.name.es, ...service.keywords.en, ...service.keywords.es] : [];
  });
  return normalizeForSearch([doc.displayName ?? '', ...descriptionTexts(doc.description), ...services].join(' | '));
}

function openingOf(hours: WeeklyHours | null): Pick<DirectoryDocument, 'openingSpans' | 'openHours'> {
  const openingSpans = openingSpansOf(hours);
  return { openingSpans, openHours: openHoursOf(openingSpans) };
}

/** Recomputes the facts derived from the profile: one place, so no profile event can leave one stale. */
function withProfileFacts(doc: DirectoryDocument): DirectoryDocument {
  const zoneKeys = zoneKeysOf(doc.zoneIds);
  return {
    ...doc,
    serviceKeys: serviceKeysOf(doc.serviceIds),
    zoneKeys,
    zoneReach: zoneReachOf(doc.zoneIds, zoneKeys),
    ...openingOf(doc.hours),
    searchText: searchTextOf(doc),
  };
}

/** The card's photo after a photo event: the chosen one once approved, else the one shown before while approved. */
function withPhotoChange(
  doc: DirectoryDocument,
  change: Partial<Pick<DirectoryDocument, 'chosenProfilePhotoId' | 'approvedPhotoIds'>>,
): DirectoryDocument {
  const next = { ...doc, ...change };
  const profilePhotoId = publicPhotoId(next.chosenProfilePhotoId, next.profilePhotoId, (photoId) =>
    next.approvedPhotoIds.includes(photoId),
  );
  return { ...next, profilePhotoId };
}

/** The rating and the publicity it decides, from the review standings. */
function withRating(doc: DirectoryDocument, ratings: ReviewStandings): DirectoryDocument {
  const { average, count } = ratingSummary(ratings.starCounts);
  return {
    ...doc,
    ratings,
    ratingAverage: average,
    ratingCount: count,
    ratingScore: bayesianRating(ratings.starCounts),
    isPublic:
      doc.isContractor &&
      isPublicWith(ratings) &&
      isReachable(effectiveContactChannels(doc.contactChoice.preferences, doc.phoneVerified)),
  };
}

export const directoryProjection = defineProjection({
  name: 'directory',
  collection: 'directory',
  handles: [
    'UserRegistered',
    'ContractorRoleAssigned',
    'ContractorRoleRevoked',
    'DisplayNameChanged',
    'ProfileDescribed',
    'ServicesChosen',
    'ZonesChosen',
    'SpokenLanguagesChosen',
    'HoursSet',
    'PhotoApproved',
    'PhotoRemoved',
    'PhotoRejected',
    'ProfilePhotoChosen',
    'PhoneNumberVerified',
    'ContactPreferencesSet',
    'AccountDeleted',
    ...RATING_EVENTS,
    ...RESPONSE_EVENTS,
  ],
  documentId: (event) =>
    'contractorId' in event.data
      ? event.data.contractorId
      : 'proId' in event.data
        ? event.data.proId
        : event.data.userId,
  evolve: (doc: DirectoryDocument | null, event): DirectoryDocument | null => {
    if (event.type === 'UserRegistered') {
      if (event.data.isAnonymous) return null;
      return withRating(
        {
          _id: event.data.userId,
          isPublic: false,
          isContractor: false,
          displayName: null,
          description: {},
          serviceIds: [],
          zoneIds: [],
          languageCodes: [],
          hours: null,
          serviceKeys: [],
          zoneKeys: [],
          zoneReach: [],
          openingSpans: [],
          openHours: [],
          searchText: '',
          profilePhotoId: null,
          chosenProfilePhotoId: null,
          approvedPhotoIds: [],
          phoneVerified: false,
          contactChoice: NO_CONTACT_CHOICE,
          createdAt: event.data.registeredAt,
          ratings: NO_REVIEW_STANDINGS,
          responseTimes: [],
          ratingAverage: null,
          ratingCount: 0,
          ratingScore: 0,
        },
        NO_REVIEW_STANDINGS,
      );
    }
    // A deleted account (or an anonymous one) has no document, and later events bring none back.
    if (!doc) return null;
    switch (event.type) {
      case 'ContractorRoleAssigned':
      case 'ContractorRoleRevoked':
        return withRating({ ...doc, isContractor: event.type === 'ContractorRoleAssigned' }, doc.ratings);
      case 'DisplayNameChanged':
        return withProfileFacts({ ...doc, displayName: event.data.displayName });
      case 'ProfileDescribed':
        return withProfileFacts({ ...doc, description: event.data.description });
      case 'ServicesChosen':
        return withProfileFacts({ ...doc, serviceIds: event.data.serviceIds });
      case 'ZonesChosen':
        return withProfileFacts({ ...doc, zoneIds: event.data.zoneIds });
      case 'SpokenLanguagesChosen':
        return { ...doc, languageCodes: event.data.languageCodes };
      case 'HoursSet':
        return withProfileFacts({ ...doc, hours: event.data.hours });
      case 'ProfilePhotoChosen':
        return withPhotoChange(doc, { chosenProfilePhotoId: event.data.photoId });
      case 'PhotoApproved': {
        const { photoId } = event.data;
        return withPhotoChange(doc, {
          approvedPhotoIds: [...doc.approvedPhotoIds.filter((id) => id !== photoId), photoId],
        });
      }
      // A rejected or removed photo stops being chosen (as in the user's stream).
      case 'PhotoRemoved':
      case 'PhotoRejected': {
        const { photoId } = event.data;
        return withPhotoChange(doc, {
          approvedPhotoIds: doc.approvedPhotoIds.filter((id) => id !== photoId),
          chosenProfilePhotoId: doc.chosenProfilePhotoId === photoId ? null : doc.chosenProfilePhotoId,
        });
      }
      // The channels decide whether the pro is listed, so the rating's publicity is worked out again.
      case 'PhoneNumberVerified':
        return withRating(
          { ...doc, phoneVerified: true, contactChoice: contactChoiceAfter(doc.contactChoice, event) },
          doc.ratings,
        );
      case 'ContactPreferencesSet':
        return withRating({ ...doc, contactChoice: contactChoiceAfter(doc.contactChoice, event) }, doc.ratings);
      case 'AccountDeleted':
        return null;
      case 'LeadSent':
      case 'LeadAnswered':
      case 'LeadUnanswered':
      case 'LeadContacted':
      case 'LeadAnswerReported':
        return { ...doc, responseTimes: withResponseEvent(doc.responseTimes, event) };
      default: {
        const ratings = withRatingEvent(doc.ratings, event);
        return ratings === doc.ratings ? doc : withRating(doc, ratings);
      }
    }
  },
  // The embedded store answers from the pinned index holding the fewest documents. The sort
  // indexes hold each directory order's every key (the id breaks ties): a listing reads its pros
  // in order along one, on either store, instead of sorting every match.
  indexes: [
    { name: 'isPublic_serviceKeys', keys: { isPublic: 1, serviceKeys: 1 } },
    { name: 'isPublic_zoneKeys', keys: { isPublic: 1, zoneKeys: 1 } },
    { name: 'isPublic_zoneReach', keys: { isPublic: 1, zoneReach: 1 } },
    { name: 'isPublic_languageCodes', keys: { isPublic: 1, languageCodes: 1 } },
    { name: 'isPublic_openHours', keys: { isPublic: 1, openHours: 1 } },
    { name: 'isPublic_ratingScore_ratingCount', keys: { isPublic: 1, ratingScore: -1, ratingCount: -1 } },
    { name: 'isPublic_ratingCount_ratingScore', keys: { isPublic: 1, ratingCount: -1, ratingScore: -1 } },
    { name: 'isPublic_createdAt', keys: { isPublic: 1, createdAt: -1 } },
  ],
});
