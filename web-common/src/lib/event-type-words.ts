import { useAppTranslation } from './i18n';

/** A key in words ("betaKeyId" → "Beta key id"), for a field or event type that has no words of its own yet. */
export function readableKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What an event's type means, in the page's language ("Cuenta creada" for UserRegistered): an
 * account's history in the console and the person's own copy of their data read the same words.
 */
export function useEventTypeWords(): (type: string) => string {
  const { t } = useAppTranslation('common');
  return (type) => t(`eventTypes.${type}`, { defaultValue: readableKey(type) });
}
