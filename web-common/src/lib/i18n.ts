import { LANGUAGES, type Lang } from '@gp/shared';
import { createInstance, type i18n, type TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
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

/** Each instance's `t` per namespace, made on first use. */
const fixedTs = new WeakMap<i18n, Map<string, TFunction>>();

function fixedT(instance: i18n, namespace: string): TFunction {
  let byNamespace = fixedTs.get(instance);
  if (!byNamespace) fixedTs.set(instance, (byNamespace = new Map()));
  let t = byNamespace.get(namespace);
  if (!t) byNamespace.set(namespace, (t = instance.getFixedT(null, namespace)));
  return t;
}

/**
 * The page's `t` for a namespace (common unless named) and its i18next instance, from the
 * LanguageScope above. Our instances never change language (one per language) and hold a bundle
 * before its first use, so nothing needs a subscription: `t` is made once per instance and
 * namespace and shared by every component. react-i18next's useTranslation copies the instance for
 * each component that calls it, a tenth of a directory page's render on the server and in the browser.
 */
export function useAppTranslation(namespace = 'common'): { t: TFunction; i18n: i18n } {
  const { i18n } = useContext(I18nContext);
  return { t: fixedT(i18n, namespace), i18n };
}

/** One feature's translations: its namespace's JSON file in each language. */
export type NamespaceBundles = Record<Lang, Record<string, unknown>>;

/**
 * The translations of a feature namespace that is not bundled with the first page: the bundle is
 * added to the page's i18next instance the first time a component of the feature renders, so
 * its text ships with the lazy route that uses it.
 */
export function useFeatureTranslation(namespace: string, bundles: NamespaceBundles) {
  const { i18n } = useContext(I18nContext);
  const lang = i18n.language as Lang;
  if (!i18n.hasResourceBundle(lang, namespace)) i18n.addResourceBundle(lang, namespace, bundles[lang]);
  return useAppTranslation(namespace);
}
