import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokensInHtml, parseSheet, pruneSheet, variablesRead, variablesUsed, type ParsedSheet } from './prune-styles';

/** A stylesheet link as the builds and route-preloads.ts write them: a hashed file under /assets/. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/** Pruned texts kept: a few per page shape (signed out, signed in, each page's states). */
const MAX_KEPT_TEXTS = 500;

/** What a rendered page uses of the stylesheets: the classes, attributes and elements of its HTML, the custom properties they read. */
export interface PageStyles {
  key: string;
  tokens: ReadonlySet<string>;
  variables: ReadonlySet<string>;
}

/**
 * The rules of a page's stylesheets that its server-rendered HTML can use, inlined into its head:
 * nothing blocks the first paint on another round trip, and the page carries the CSS of its first
 * screen rather than every rule its chunks import. The build's sheets are read and parsed once;
 * each pruned text is kept by the tokens and custom properties it was pruned for.
 */
export class InlineStylesheets {
  private sheets: Map<string, ParsedSheet> | null = null;
  private readonly kept = new Map<string, string>();
  private readonly variables = new Map<string, ReadonlySet<string>>();

  constructor(private readonly dist: string) {}

  /**
   * What `html` (the whole page) uses: its classes, attributes and elements, and the custom
   * properties its style attributes and the rules those keep in any of the build's sheets read, through their definitions.
   */
  pageStyles(html: string): PageStyles {
    const sheets = [...this.parsedSheets().values()];
    const known = (token: string) => sheets.some((sheet) => sheet.tokens.has(token));
    const tokens = new Set([...tokensInHtml(html)].filter(known));
    const read = new Set(variablesRead(html));
    const key = createHash('sha1')
      .update([...tokens].sort().join(' '))
      .update('\n')
      .update([...read].sort().join(' '))
      .digest('base64');
    let variables = this.variables.get(key);
    if (variables === undefined) {
      variables = variablesUsed(sheets, tokens, read);
      this.remember(this.variables, key, variables);
    }
    return { key, tokens, variables };
  }

  /**
   * Each `<link rel="stylesheet">` to a built file becomes a `<style>` with what the page uses of
   * the sheet, followed by the link itself made `disabled`: a disabled stylesheet is not fetched,
   * and the app's chunk loader, finding the link, does not fetch the sheet either when the page's
   * chunk asks for it. As the app starts, before its first render, it adds the whole sheets' text in one style
   * (web-common's applyDeferredStylesheets), so what only the browser renders has its styles. A
   * file that cannot be read, or whose text could end the element, stays a plain link.
   */
  inline(html: string, page: PageStyles): string {
    return html.replace(STYLESHEET_LINK, (link, href: string) => {
      const sheet = this.parsedSheets().get(href);
      if (sheet === undefined) return link;
      const key = `${href} ${page.key}`;
      let text = this.kept.get(key);
      if (text === undefined) {
        text = pruneSheet(sheet, page.tokens, page.variables);
        this.remember(this.kept, key, text);
      }
      return `<style>${text}</style><link rel="stylesheet" href="${href}" disabled>`;
    });
  }

  private remember<T>(map: Map<string, T>, key: string, value: T): void {
    if (map.size >= MAX_KEPT_TEXTS) map.clear();
    map.set(key, value);
  }

  /** Every sheet of the build, by its link's href: the custom properties one sheet defines, another reads. */
  private parsedSheets(): Map<string, ParsedSheet> {
    if (this.sheets === null) {
      const assets = join(this.dist, 'assets');
      const files = existsSync(assets) ? readdirSync(assets).filter((file) => file.endsWith('.css')) : [];
      this.sheets = new Map(
        files.flatMap((file) => {
          const text = readFileSync(join(assets, file), 'utf8');
          return text.includes('</') ? [] : [[`/assets/${file}`, parseSheet(text)] as const];
        }),
      );
    }
    return this.sheets;
  }
}
