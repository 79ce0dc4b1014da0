import { commonResources, createI18nFor } from '@gp/web-common/lib/i18n';
import enAdmin from '../locales/en/admin.json';
import esAdmin from '../locales/es/admin.json';

export const adminResources = {
  en: { ...commonResources.en, admin: enAdmin },
  es: { ...commonResources.es, admin: esAdmin },
};

export const adminI18nFor = createI18nFor(adminResources);
