import type { ContactPreferencesSet, PhoneNumberVerified } from '../events/events';
import type { ContactPreferences } from '../schemas/contact.schema';

/**
 * Until the pro chooses: the message form is on, and a verified number is not published (WhatsApp
 * and call off). A number reaches clients only once its owner has chosen so (issue 39 item 1).
 */
export const DEFAULT_CONTACT_PREFERENCES: ContactPreferences = { whatsapp: false, call: false, message: true };

/**
 * What a number verified before consent was asked (PhoneNumberVerified v1) turned on for a pro who
 * had not chosen: every channel. Those pros keep it, and are told once (`implied`).
 */
export const IMPLIED_CONTACT_PREFERENCES: ContactPreferences = { whatsapp: true, call: true, message: true };

/**
 * Where the preferences come from: `default` (nothing chosen for the verified number, if any: it is
 * not published), `implied` (a number verified before this rule, published by the old default until
 * the pro chooses) or `chosen` (the pro chose, after seeing what clients see).
 */
export type ContactChoiceSource = 'default' | 'implied' | 'chosen';
export const CONTACT_CHOICE_SOURCES = [
  'default',
  'implied',
  'chosen',
] as const satisfies readonly ContactChoiceSource[];

export interface ContactChoice {
  preferences: ContactPreferences;
  source: ContactChoiceSource;
}

export const NO_CONTACT_CHOICE: ContactChoice = { preferences: DEFAULT_CONTACT_PREFERENCES, source: 'default' };

/**
 * The choice after one of the events that decide it, the same fold for the deciders and the read
 * models. A newly verified number (v2) is not published until the pro chooses for it, whatever they
 * chose for another number; a number verified under the old default (v1, upcast with
 * `publishedByDefault`) keeps what it turned on for a pro who had not chosen.
 */
export function contactChoiceAfter(
  choice: ContactChoice,
  event: Pick<ContactPreferencesSet, 'type' | 'data'> | Pick<PhoneNumberVerified, 'type' | 'data'>,
): ContactChoice {
  if (event.type === 'ContactPreferencesSet') {
    const { whatsapp, call, message } = event.data;
    return { preferences: { whatsapp, call, message }, source: 'chosen' };
  }
  if (event.data.publishedByDefault)
    return choice.source === 'default' ? { preferences: IMPLIED_CONTACT_PREFERENCES, source: 'implied' } : choice;
  return { preferences: { ...choice.preferences, whatsapp: false, call: false }, source: 'default' };
}

/** The channels that work: a chosen WhatsApp or call needs a verified number to reach. */
export function effectiveContactChannels(
  chosen: ContactPreferences | undefined,
  hasPhone: boolean,
): ContactPreferences {
  const preferences = chosen ?? DEFAULT_CONTACT_PREFERENCES;
  return {
    whatsapp: preferences.whatsapp && hasPhone,
    call: preferences.call && hasPhone,
    message: preferences.message,
  };
}

/** Whether clients have any way to reach the pro: a pro with none is not listed in the directory. */
export const isReachable = (channels: ContactPreferences): boolean =>
  channels.whatsapp || channels.call || channels.message;
