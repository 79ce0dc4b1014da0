import type { ContactPreferences } from '../schemas/contact.schema';

/** Every channel is on until the pro turns it off (WhatsApp and call still need a verified phone). */
export const DEFAULT_CONTACT_PREFERENCES: ContactPreferences = { whatsapp: true, call: true, message: true };

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
