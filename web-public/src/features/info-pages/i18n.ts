import enAbout from '../../locales/en/about.json';
import enContact from '../../locales/en/contact.json';
import enFaq from '../../locales/en/faq.json';
import enFeatures from '../../locales/en/features.json';
import esAbout from '../../locales/es/about.json';
import esContact from '../../locales/es/contact.json';
import esFaq from '../../locales/es/faq.json';
import esFeatures from '../../locales/es/features.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

// One namespace per page, so each lazy route ships only its own text (both languages).
export const useAboutTranslation = () => useFeatureTranslation('about', { en: enAbout, es: esAbout });
export const useFaqTranslation = () => useFeatureTranslation('faq', { en: enFaq, es: esFaq });
export const useContactTranslation = () => useFeatureTranslation('contact', { en: enContact, es: esContact });
export const useFeaturesTranslation = () => useFeatureTranslation('features', { en: enFeatures, es: esFeatures });
