import { validationMessage, type Lang } from '@gp/shared';
import type { ValidationIssue } from '@gp/web-common/lib/api-errors';

/**
 * The first message per top-level field, translated; the shared schemas' messages are the keys.
 * Its own module: the translations table pulls in every shared schema (and zod), which only form
 * pages should load.
 */
export function fieldErrors<Field extends string>(
  issues: readonly ValidationIssue[],
  fields: readonly Field[],
  lang: Lang,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => issue.path === name || issue.path.startsWith(`${name}.`));
    if (field && !errors[field]) errors[field] = validationMessage(issue.message, lang);
  }
  return errors;
}
