// The shared schemas of the requests that first-screen forms send, in a module of their own that
// request-schema.ts imports lazily: zod and the schemas load when a form is sent, never with the
// page's first JavaScript (as answer-schemas.ts does for the answers).
export {
  signInRequestSchema,
  signUpRequestSchema,
  submitReviewRequestSchema,
  editMyReviewRequestSchema,
} from '@gp/shared';
