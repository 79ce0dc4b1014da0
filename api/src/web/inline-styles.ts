import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A stylesheet link as the builds and route-preloads.ts write them: a hashed file under /assets/. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * A page's stylesheets, inlined into its head: nothing blocks the first paint of the server's HTML
 * on another round trip. Each sheet's text is read from the build once and kept (a few hundred KB
 * for all of them).
 */
export class InlineStylesheets {
  private readonly texts = new Map<string, string | null>();

  constructor(private readonly dist: string) {}

  /**
   * Each `<link rel="stylesheet">` to a built file becomes a `<style>` with its text, followed by
   * the link itself made `disabled`: a disabled stylesheet is never fetched, and the app's chunk
   * loader, finding the link, does not fetch the sheet either when the page's chunk asks for it.
   * A file that cannot be read, or whose text could end the element, stays a plain link.
   */
  inline(html: string): string {
    return html.replace(STYLESHEET_LINK, (link, href: string) => {
      const text = this.textOf(href);
      return text === null ? link : `<style>${text}</style><link rel="stylesheet" href="${href}" disabled>`;
    });
  }

  private textOf(href: string): string | null {
    if (!this.texts.has(href)) this.texts.set(href, this.read(href));
    return this.texts.get(href) ?? null;
  }

  private read(href: string): string | null {
    const file = join(this.dist, ...href.split('/'));
    if (!existsSync(file)) return null;
    const text = readFileSync(file, 'utf8');
    return text.includes('</') ? null : text;
  }
}
