/**
 * Stored events are never edited. When an event's payload changes shape, its type gets a new
 * version, and an upcaster maps the previous version to it; every reader (the command pipeline
 * folding a stream, projections, reactors, audit history) sees only the current shape.
 * The version is kept in the event's metadata (`schemaVersion`); an event without one is version 1.
 */
import type { StoredEvent } from '../ports/event-store.port';
import type { DomainEventType } from './events';
import type { Lang } from '../constants/constants';
import { guessTextLanguage } from '../rules/text-language';

/**
 * The language a v1 ProfileDescribed's text is taken to be in when its words do not tell:
 * Spanish, the language of the region the pros work in. v1 recorded no language, and an upcaster
 * sees one event (not the pro's preferred language, which another event of the stream holds).
 */
export const V1_DESCRIPTION_DEFAULT_LANG: Lang = 'es';

export interface Upcaster {
  type: DomainEventType;
  /** Maps a payload of version `fromVersion` to version `fromVersion + 1`. */
  fromVersion: number;
  upcast(data: Record<string, unknown>): Record<string, unknown>;
}

export const UPCASTERS: readonly Upcaster[] = [
  {
    // v2 names the anonymous session the review came from (audit history). v1 did not record it.
    type: 'ReviewAuthorLinked',
    fromVersion: 1,
    upcast: (data) => ({ ...data, anonymousAuthorId: null }),
  },
  {
    // v2 picks the reason from a list its owner reads in their language; a v1 free-text reason is the note of `other`.
    type: 'PhotoRejected',
    fromVersion: 1,
    upcast: (data) => ({ ...data, reasonCode: 'other' }),
  },
  {
    // v2 names the sender's account (their sent requests on the account page). v1 did not record who sent it.
    type: 'LeadSent',
    fromVersion: 1,
    upcast: (data) => ({ ...data, senderId: null }),
  },
  {
    // v2 carries the admin's note on the key (issue 39 item 7). v1 keys had none.
    type: 'BetaKeyIssued',
    fromVersion: 1,
    upcast: (data) => ({ ...data, note: null }),
  },
  {
    // v2 keeps the description per language ({ en?, es? }, issue 40 item 8). v1 held one text in a
    // language it did not record: its small words tell which (rules/text-language.ts), else
    // V1_DESCRIPTION_DEFAULT_LANG; an empty v1 text is no description.
    type: 'ProfileDescribed',
    fromVersion: 1,
    upcast: ({ description, ...data }) => {
      const text = typeof description === 'string' ? description : '';
      const lang = guessTextLanguage(text) ?? V1_DESCRIPTION_DEFAULT_LANG;
      return { ...data, description: text ? { [lang]: text } : {} };
    },
  },
  {
    // v2 says whether the verification published the number by itself (issue 39 item 1): a v1 one
    // did (WhatsApp and call on until the pro turned them off), which a pro who never chose keeps.
    type: 'PhoneNumberVerified',
    fromVersion: 1,
    upcast: (data) => ({ ...data, publishedByDefault: true }),
  },
];

/** The version new events of `type` are written in: one past the last upcaster for it. */
export function currentEventVersion(type: string, upcasters: readonly Upcaster[] = UPCASTERS): number {
  return upcasters.reduce(
    (version, upcaster) => (upcaster.type === type ? Math.max(version, upcaster.fromVersion + 1) : version),
    1,
  );
}

/** The event in its current shape; the same object when it already is. */
export function upcastEvent<E extends StoredEvent>(event: E, upcasters: readonly Upcaster[] = UPCASTERS): E {
  let version = event.metadata.schemaVersion ?? 1;
  let data = event.data as Record<string, unknown>;
  for (;;) {
    const step = upcasters.find((upcaster) => upcaster.type === event.type && upcaster.fromVersion === version);
    if (!step) break;
    data = step.upcast(data);
    version += 1;
  }
  return data === event.data ? event : { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
}
