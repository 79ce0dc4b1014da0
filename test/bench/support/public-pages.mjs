// The public pages issue 41 holds to its goals, in both languages, and where each one is on a
// running demo server (a profile's address holds an id the demo seed made for that server).
import { firstListedPro } from './api-server.mjs';
import { requireBuilt } from './built.mjs';

export const LANGS = ['es', 'en'];

/** By name, the path of the page in a language for the first pro the demo directory lists. */
const PATHS = {
  home: (lang) => `/${lang}`,
  directory: (lang) => `/${lang}/pros`,
  'service-zone': (lang, pro, directoryPath) =>
    directoryPath(lang, { serviceId: pro.serviceIds[0], zoneId: pro.zoneIds[0] }),
  profile: (lang, pro) => `/${lang}/profile/${pro.id}`,
  'review-form': (lang, pro) => `/${lang}/leave-a-review/${pro.id}`,
  'sign-in': (lang) => `/${lang}/signin`,
};
export const PAGE_NAMES = Object.keys(PATHS);

/**
 * The pages `BENCH_PAGES` picks, as { name, lang, key } with key "name.lang": a comma-separated
 * list of names (both languages) or name.lang (`BENCH_PAGES=home,profile.es`); unset, every page
 * in both languages.
 */
export function selectedPages(env = process.env) {
  const all = PAGE_NAMES.flatMap((name) => LANGS.map((lang) => ({ name, lang, key: `${name}.${lang}` })));
  if (!env.BENCH_PAGES) return all;
  const wanted = env.BENCH_PAGES.split(',').map((item) => item.trim());
  const unknown = wanted.filter((item) => !all.some(({ name, key }) => item === name || item === key));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_PAGES: unknown ${unknown.join(', ')}. Pages: ${PAGE_NAMES.join(', ')}, each alone or as name.es / name.en`,
    );
  return all.filter(({ name, key }) => wanted.includes(name) || wanted.includes(key));
}

/** The path of each page on the server at `origin`, by key; the landing page's slugs from this checkout's shared rules. */
export async function pathsOn(origin, pages) {
  const pro = await firstListedPro(origin);
  if (!pro.serviceIds?.[0] || !pro.zoneIds?.[0])
    throw new Error(`The first listed pro ${pro.id} has no service or zone`);
  const { directoryPath } = requireBuilt('shared', 'rules/directory-pages.js');
  return new Map(pages.map(({ name, lang, key }) => [key, PATHS[name](lang, pro, directoryPath)]));
}
