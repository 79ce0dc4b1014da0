import { validationMessage, type Lang } from '@gp/shared';
import type { Checked } from '@gp/web-common/hooks/use-form';
import type { z } from 'zod';

/**
 * A form's own check with the shared schema the API parses with: the request, or the issues in
 * the page language (the schemas' messages are the keys of their Spanish twins). Its own module:
 * the translations table pulls in every shared schema (and zod), which only form pages should load.
 */
export function checkWithSchema<Schema extends z.ZodType>(
  schema: Schema,
  candidate: unknown,
  lang: Lang,
): Checked<z.output<Schema>> {
  const result = schema.safeParse(candidate);
  if (result.success) return { request: result.data };
  return {
    issues: result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: validationMessage(issue.message, lang),
    })),
  };
}
