import type { Lang } from '../constants/constants';

/** One value per interface language. */
export type Localized<T> = Readonly<Record<Lang, T>>;
