// The schemas of the reads every page makes (the session, its events, sign-out), in a module of
// their own: the entry script imports it lazily, so zod is not in the first JavaScript a page
// downloads. Pages that read more import their schemas as usual.
export { accessChangedEventSchema, sessionResponseSchema, signOutResponseSchema } from '@gp/shared';
