import type { ChildNode, Plugin } from 'postcss';

/** A selector that only matches under Mantine's dark scheme: `[data-mantine-color-scheme=dark]`, quoted or not. */
const DARK_SCHEME = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;

/**
 * Both apps show only Mantine's light scheme (web-common/src/app/provider.tsx and index.html), so
 * no rule written for its dark scheme ever applies: about an eighth of the built CSS, and of
 * the styles every server-rendered page carries inline. This PostCSS plugin drops them: a rule
 * whose every selector needs the dark scheme goes, a rule that also serves other selectors loses
 * only its dark ones. No selector of Mantine's tests for the scheme's absence (`:not(...)`).
 */
export function lightSchemeOnly(): Plugin {
  return {
    postcssPlugin: 'gp-light-scheme-only',
    Rule(rule) {
      const kept = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
      if (kept.length === 0) removeWithEmptyBlocks(rule);
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    },
  };
}

/** Removes a node, and the at-rules (`@media`, `@layer`) it leaves empty. */
function removeWithEmptyBlocks(node: ChildNode): void {
  const parent = node.parent;
  node.remove();
  if (parent?.type === 'atrule' && parent.nodes?.length === 0) removeWithEmptyBlocks(parent as ChildNode);
}
