import { LANGUAGES, type Lang } from '@gp/shared';
import { createInstance, type i18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import esCommon from '../locales/es/common.json';

/** Translations bundled with the app, by language and namespace (one JSON file each). */
export type LanguageResources = Record<Lang, Record<string, Record<string, unknown>>>;

export const commonResources: LanguageResources = {
  en: { common: enCommon },
  es: { common: esCommon },
};

export type I18nFor = (lang: Lang) => i18n;

/**
 * One i18next instance per language, made on first use. The route's language picks the
 * instance, so a page renders in the language of its URL from the first paint, with no
 * language switch happening as a side effect of rendering.
 */
export function createI18nFor(resources: LanguageResources): I18nFor {
  const instances = new Map<Lang, i18n>();
  return (lang) => {
    const existing = instances.get(lang);
    if (existing) return existing;
    const instance = createInstance();
    void instance.init({
      lng: lang,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      resources,
      ns: Object.keys(resources[lang]),
      defaultNS: 'common',
      // Resources are bundled, so initialising synchronously is safe and avoids a blank first render.
      initAsync: false,
      interpolation: { escapeValue: false },
      // Our keys are dotted paths: saying so spares i18next its per-call check (a regular
      // expression per key) for keys written as natural-language sentences.
      keySeparator: '.',
      nsSeparator: ':',
    });
    instances.set(lang, instance);
    return instance;
  };
}

/** One feature's translations: its namespace's JSON file in each language. */
export type NamespaceBundles = Record<Lang, Record<string, unknown>>;

/**
 * useTranslation for a feature namespace that is not bundled with the first page: the bundle is
 * added to the page's i18next instance the first time a component of the feature renders, so
 * its text ships with the lazy route that uses it.
 */
export function useFeatureTranslation(namespace: string, bundles: NamespaceBundles) {
  // The context, not useTranslation(): each useTranslation call copies the i18next instance.
  const { i18n } = useContext(I18nContext);
  const lang = i18n.language as Lang;
  if (!i18n.hasResourceBundle(lang, namespace)) i18n.addResourceBundle(lang, namespace, bundles[lang]);
  return useTranslation(namespace);
}
