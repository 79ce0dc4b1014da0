import { commonResources, createI18nFor } from '../lib/i18n';

export const publicI18nFor = createI18nFor(commonResources);
