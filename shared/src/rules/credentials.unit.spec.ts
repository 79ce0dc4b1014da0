import { signInRequestSchema, signUpRequestSchema } from '../schemas/auth.schema';
import { editMyReviewRequestSchema, submitReviewRequestSchema } from '../schemas/review.schema';
import {
  betaKeyFrom,
  credentialsIssues,
  EMAIL_PATTERN,
  isAccountRole,
  isEmail,
  type CredentialsMode,
} from './credentials';
import { reviewFieldIssues } from './review-fields';
import { z } from 'zod';

/** The schema's issues as the plain rules give them: path and message, in order. */
const schemaIssues = (schema: z.ZodType, candidate: unknown) =>
  (schema.safeParse(candidate).error?.issues ?? []).map(({ path, message }) => ({ path: path.join('.'), message }));

// The forms answer with the plain rules and the API with the schemas: both must say the same.
describe('the plain rules give the schemas’ messages', () => {
  it.each([
    ['sign-in', '', ''],
    ['sign-in', 'not-an-email', 'tamarindo-42'],
    ['sign-in', '  Ana@Example.COM ', 'password'],
    ['sign-in', 'ana@example.com', '12345'],
    ['sign-in', 'ana..rojas@example.com', 'tamarindo-42'],
    ['sign-in', 'ana@example', 'tamarindo-42'],
    ['sign-up', 'ana@example.com', 'password'],
    ['sign-up', 'x', 'puravida'],
    ['sign-up', 'ana@example.com', '123456'],
    ['sign-up', 'ana@example.com', 'tamarindo-42'],
  ] as const)('%s with %j and %j', (mode: CredentialsMode, email, password) => {
    const schema = mode === 'sign-up' ? signUpRequestSchema : signInRequestSchema;
    expect(credentialsIssues(mode, { email, password })).toEqual(schemaIssues(schema, { email, password }));
  });

  const review = { rating: 4, email: 'ana@example.com', title: 'Quick', body: 'Fixed the sink.' };
  it.each([
    ['complete', {}],
    ['without a rating', { rating: 0 }],
    ['with half a star', { rating: 2.5 }],
    ['with six stars', { rating: 6 }],
    ['with a bad email', { email: 'not-an-email' }],
    ['with an email in capitals and spaces', { email: ' ANA@EXAMPLE.COM ' }],
    ['whose title and text are hidden characters', { title: ' \u200B ', body: '\u202E' }],
    ['one character too long', { title: 'x'.repeat(121), body: 'y'.repeat(4001) }],
    ['at the limits once cleaned', { title: ` ${'x'.repeat(120)} \u200B`, body: 'é'.normalize('NFD').repeat(4000) }],
    ['empty', { rating: 0, email: '', title: '', body: '' }],
  ])('a review %s', (_name, fields) => {
    const candidate = { ...review, ...fields };
    const request = { contractorId: 'pro-1', ...candidate };
    expect(reviewFieldIssues(candidate)).toEqual(schemaIssues(submitReviewRequestSchema, request));
    const { email: _email, ...edit } = candidate;
    expect(reviewFieldIssues(edit)).toEqual(schemaIssues(editMyReviewRequestSchema, edit));
  });
});

describe('link values', () => {
  it('takes a well-formed email, trimmed, and nothing longer than the API keeps', () => {
    // The pattern the schemas had before they were given this one: zod's default.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(isEmail(' Ana@Example.com ')).toBe(true);
    expect(isEmail('not an email')).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it('takes a beta key or a role only when it can be one', () => {
    expect(betaKeyFrom(' key-123 ')).toBe('key-123');
    expect(betaKeyFrom('<script>')).toBeUndefined();
    expect(betaKeyFrom(null)).toBeUndefined();
    expect(isAccountRole('contractor')).toBe(true);
    expect(isAccountRole('admin')).toBe(false);
  });
});
