import { createHash } from 'node:crypto';
import { APP_START_SCRIPT } from '@gp/shared';

/** The build's script tags as Vite writes them into index.html: the entry and the chunks it imports. */
const APP_SCRIPT_TAG =
  /<script type="module" crossorigin src="\/assets\/[\w.-]+\.js"><\/script>|<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">/g;

/** Where a served page keeps its script tags until the first paint (the start script reads it by this id). */
const TEMPLATE = { open: '<template id="app-scripts">', close: '</template>' };

/** The CSP source that allows the start script (shared's APP_START_SCRIPT) and nothing else inline. */
export const APP_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;

/**
 * web-public's index.html with its script tags moved into an inert template, which the start
 * script turns into elements after the first paint; a page's own chunks join them (withPageScripts).
 */
export function withDeferredAppStart(indexHtml: string): string {
  const tags = indexHtml.match(APP_SCRIPT_TAG) ?? [];
  if (tags.length === 0) return indexHtml;
  const withoutTags = indexHtml.replace(APP_SCRIPT_TAG, '').replace(/\n\s*\n/g, '\n');
  const start = `${TEMPLATE.open}${tags.join('')}${TEMPLATE.close}<script>${APP_START_SCRIPT}</script>`;
  return withoutTags.replace('</head>', () => `    ${start}\n  </head>`);
}

/** Adds a page's own script tags (route-preloads.ts) to those the start script adds after the first paint. */
export function withPageScripts(html: string, tags: readonly string[]): string {
  if (tags.length === 0 || !html.includes(TEMPLATE.open)) return html;
  return html.replace(TEMPLATE.close, () => `${tags.join('')}${TEMPLATE.close}`);
}
