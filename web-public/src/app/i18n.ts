import { commonResources, createI18nFor } from '@gp/web-common/lib/i18n';

export const publicI18nFor = createI18nFor(commonResources);
