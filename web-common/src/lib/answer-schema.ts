type AnswerSchemas = typeof import('./answer-schemas');

/**
 * The shared schema an endpoint's answer is parsed with, loading (see answer-schemas.ts): passed to
 * apiRequest as it is, so the schemas load alongside the request instead of before the page.
 */
export const answerSchema = <Name extends keyof AnswerSchemas>(name: Name): Promise<AnswerSchemas[Name]> =>
  import('./answer-schemas').then((schemas) => schemas[name]);
