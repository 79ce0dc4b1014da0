import type { Lang } from '../constants/constants';

/** One value per interface language. */
export type Localized<T> = Readonly<Record<Lang, T>>;

/** The message for an id that is not in the catalog: the apps only ever offer catalog choices. */
export const CHOOSE_FROM_LIST = 'Choose from the list.';
