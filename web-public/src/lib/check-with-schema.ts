import { validationMessage, type FieldIssue, type Lang } from '@gp/shared';
import type { Checked } from '@gp/web-common/hooks/use-form';
import type { z } from 'zod';

/** Issues in the page language (the English messages are the keys of their Spanish twins). */
const translated = (issues: readonly FieldIssue[], lang: Lang) =>
  issues.map(({ path, message }) => ({ path, message: validationMessage(message, lang) }));

/** A form's own check with the shared schema the API parses with: the request, or the issues in the page language. */
export function checkWithSchema<Schema extends z.ZodType>(
  schema: Schema,
  candidate: unknown,
  lang: Lang,
): Checked<z.output<Schema>> {
  const result = schema.safeParse(candidate);
  if (result.success) return { request: result.data };
  return {
    issues: translated(
      result.error.issues.map((issue) => ({ ...issue, path: issue.path.join('.') })),
      lang,
    ),
  };
}

/**
 * A first screen's form check: the shared rules' plain checks (`issues`, the messages the schema
 * would give) answer at once, without zod; only values that pass them load the schema (see
 * request-schema.ts) for the whole check, whose output is the request sent.
 */
export function checkInTwoSteps<Schema extends z.ZodType>(
  issues: readonly FieldIssue[],
  loadSchema: () => Promise<Schema>,
  candidate: unknown,
  lang: Lang,
): Checked<z.output<Schema>> | Promise<Checked<z.output<Schema>>> {
  if (issues.length > 0) return { issues: translated(issues, lang) };
  return loadSchema().then((schema) => checkWithSchema(schema, candidate, lang));
}
