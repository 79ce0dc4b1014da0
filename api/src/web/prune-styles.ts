import { parse, type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

/**
 * A stylesheet parsed once into what pruning needs: each rule's text and, per selector, the class
 * names an element must carry for it to match; each custom property a rule defines, and what its
 * value and the rule's other declarations read. Everything else (`@font-face`, `@keyframes`,
 * `@import`, declarations at the top) is kept as it is.
 */
export interface ParsedSheet {
  readonly items: readonly SheetItem[];
  /** Every token (class, attribute, element) some selector requires: the only ones whose presence changes what is kept. */
  readonly tokens: ReadonlySet<string>;
}

/** A rule's declaration: `defines` the custom property it sets, if it sets one. */
interface Declaration {
  text: string;
  defines: string | null;
  reads: readonly string[];
}

type SheetItem =
  | { kind: 'text'; text: string; reads: readonly string[] }
  /**
   * `needs` per selector of the rule; an empty one matches without any class, so the rule stays.
   * A rule of declarations alone keeps them apart, so unread custom properties can be left out.
   */
  | {
      kind: 'rule';
      text: string;
      needs: readonly (readonly string[])[];
      open: string;
      declarations: readonly Declaration[] | null;
    }
  /** `@media`, `@supports`, `@container`, `@layer` with rules inside: kept when one of them is. */
  | { kind: 'block'; open: string; items: readonly SheetItem[]; keepEmpty: boolean };

/** At-rules holding rules that apply by their own selectors; any other at-rule is kept whole. */
const CONDITIONAL_BLOCKS = new Set(['media', 'supports', 'container', 'layer']);

export function parseSheet(text: string): ParsedSheet {
  const tokens = new Set<string>();
  const itemsOf = (container: Container): SheetItem[] =>
    (container.nodes ?? []).map((node: ChildNode): SheetItem => {
      if (node.type === 'rule') {
        const needs = node.selectors.map(requiredTokens);
        needs.flat().forEach((token) => tokens.add(token));
        return {
          kind: 'rule',
          text: node.toString(),
          needs,
          open: `${node.selector}${node.raws.between ?? ''}{`,
          declarations: declarationsOf(node),
        };
      }
      if (node.type === 'atrule' && node.nodes && CONDITIONAL_BLOCKS.has(node.name.toLowerCase())) {
        // An emptied `@layer` block still declares its layer where the sheet did: layer order is
        // the order of first appearance, and a later sheet's layers must not move ahead of it.
        return { kind: 'block', open: blockOpening(node), items: itemsOf(node), keepEmpty: node.name === 'layer' };
      }
      // A statement's `;` belongs to its container's text, not its own.
      const isStatement = node.type === 'decl' || (node.type === 'atrule' && !node.nodes);
      const own = node.toString();
      return { kind: 'text', text: isStatement ? `${own};` : own, reads: variablesRead(own) };
    });
  return { items: itemsOf(parse(text)), tokens };
}

/**
 * The custom properties a page can read: those its HTML reads (style attributes), those the rules
 * its tokens keep in any of `sheets` read, and, in turn, those their definitions read.
 */
export function variablesUsed(
  sheets: readonly ParsedSheet[],
  present: ReadonlySet<string>,
  readByHtml: Iterable<string>,
): Set<string> {
  const used = new Set(readByHtml);
  const definitions = new Map<string, string[]>();
  const visit = (items: readonly SheetItem[]): void => {
    for (const item of items) {
      if (item.kind === 'block') visit(item.items);
      else if (item.kind === 'text') item.reads.forEach((name) => used.add(name));
      else if (isKept(item, present))
        for (const { defines, reads } of item.declarations ?? [{ defines: null, reads: variablesRead(item.text) }]) {
          if (defines === null) reads.forEach((name) => used.add(name));
          else definitions.set(defines, [...(definitions.get(defines) ?? []), ...reads]);
        }
    }
  };
  sheets.forEach((sheet) => visit(sheet.items));
  const toFollow = [...used];
  for (let name = toFollow.pop(); name !== undefined; name = toFollow.pop())
    for (const read of definitions.get(name) ?? [])
      if (!used.has(read)) {
        used.add(read);
        toFollow.push(read);
      }
  return used;
}

/**
 * The sheet's text without the rules no element of a page holding these tokens can match and, when
 * `variables` is given, without the custom properties outside it.
 */
export function pruneSheet(sheet: ParsedSheet, present: ReadonlySet<string>, variables?: ReadonlySet<string>): string {
  const ruleText = (item: Extract<SheetItem, { kind: 'rule' }>): string => {
    if (!variables || !item.declarations) return item.text;
    const kept = item.declarations.filter(({ defines }) => defines === null || variables.has(defines));
    if (kept.length === item.declarations.length) return item.text;
    return kept.length === 0 ? '' : `${item.open}${kept.map(({ text }) => text).join(';')}}`;
  };
  const textOf = (items: readonly SheetItem[]): string =>
    items
      .map((item) => {
        if (item.kind === 'text') return item.text;
        if (item.kind === 'rule') return isKept(item, present) ? ruleText(item) : '';
        const inner = textOf(item.items);
        return inner !== '' || item.keepEmpty ? `${item.open}{${inner}}` : '';
      })
      .join('');
  return textOf(sheet.items);
}

/** What a page's HTML holds, as requiredTokens names it: its classes, attribute names and elements. */
export function tokensInHtml(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const value of captured(html, /\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) tokens.add(`.${name}`);
  // Words of the text that look like these only add tokens: a rule may be kept, never dropped.
  for (const name of captured(html, /<([a-zA-Z][\w-]*)/g)) tokens.add(`<${name.toLowerCase()}`);
  for (const name of captured(html, /\s([a-zA-Z_:][\w:.-]*)(?=[=\s/>])/g)) tokens.add(`[${name.toLowerCase()}`);
  return tokens;
}

/** The custom properties a text reads with `var()`, fallbacks included. */
export function variablesRead(text: string): string[] {
  return captured(text, /var\(\s*(--[\w-]+)/g);
}

/** The first group of each match of a global pattern. */
function captured(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '');
}

function isKept(item: Extract<SheetItem, { kind: 'rule' }>, present: ReadonlySet<string>): boolean {
  return item.needs.some((tokens) => tokens.every((token) => present.has(token)));
}

/** A rule's declarations one by one, when it holds nothing else (no nested rule, no comment). */
function declarationsOf(rule: Rule): Declaration[] | null {
  const nodes = rule.nodes ?? [];
  if (nodes.length === 0 || nodes.some((node) => node.type !== 'decl')) return null;
  return nodes.map((node) => {
    const text = node.toString();
    return {
      text,
      defines: node.type === 'decl' && node.prop.startsWith('--') ? node.prop : null,
      reads: variablesRead(text),
    };
  });
}

/**
 * What an element must be or carry for this selector to match it, as tokens: `.name` a class,
 * `[name` an attribute, `<name` an element (lowercase). What sits inside parentheses (`:not()`,
 * `:where()`, `:is()`, `:has()`, `:nth-child(… of …)`), attribute values and escaped names are
 * left out: the rule may then be kept without being used, never dropped while used.
 */
function requiredTokens(selector: string): string[] {
  const plain = withoutParentheses(selector).replace(/\[\s*([\w-]+)[^\]]*\]/g, ' [$1 ');
  return [
    ...captured(plain, /\.((?:[\w-]|\\.)+)/g).map((name) => `.${name}`),
    ...captured(plain, / \[([\w-]+) /g).map((name) => `[${name.toLowerCase()}`),
    ...captured(plain, /(?:^|[\s>+~])([a-zA-Z][\w-]*)(?![\w-]*\\)/g).map((name) => `<${name.toLowerCase()}`),
  ].filter((token) => !token.includes('\\'));
}

function withoutParentheses(selector: string): string {
  let depth = 0;
  let kept = '';
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (depth === 0) kept += char;
    if (char === ')') depth = Math.max(0, depth - 1);
  }
  return kept;
}

function blockOpening(node: AtRule): string {
  return `@${node.name}${node.params ? (node.raws.afterName ?? ' ') + node.params : ''}${node.raws.between ?? ''}`;
}
