import type { Plugin } from 'vite';

/** The one font file every page of ours draws text with (see src/app/fonts.css). */
const LATIN_INTER = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Announces the latin Inter file in index.html, so the browser fetches it with the CSS instead of
 * discovering it only once the CSS is parsed: the first paint already has the font, and no text
 * moves when it arrives.
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'gp-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((fileName) => LATIN_INTER.test(fileName));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
