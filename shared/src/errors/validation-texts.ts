import { PASSWORD_MIN_LENGTH, PHONE_CODE_LENGTH, type Lang } from '../constants/constants';

// The English messages the schemas and rules give, in a module of their own: the table of their
// Spanish twins (validation-messages.ts) imports them from here, so every form page that translates
// a message (the email sign-in too) does not also load the profile and review schemas and the
// phone-number library they sit beside.

/** An English message on one field of a request, as the schemas' issues give it (`path` joined with dots). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** Spec §5 messages, word for word. */
export const INVALID_EMAIL = 'Invalid email';
export const PASSWORD_TOO_SHORT = `Password must have ${PASSWORD_MIN_LENGTH}+ characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another one.';
export const RATING_REQUIRED = 'Please choose a rating.';
export const NAME_REQUIRED = 'You must enter a name';
export const INVALID_REVIEW_EMAIL = 'Invalid email address';
export const TITLE_REQUIRED = 'Please enter a title.';
export const BODY_REQUIRED = 'Please write your review.';
export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_BODY_MAX_LENGTH = 4000;
export const TITLE_TOO_LONG = `The title can have at most ${REVIEW_TITLE_MAX_LENGTH} characters.`;
export const BODY_TOO_LONG = `The review can have at most ${REVIEW_BODY_MAX_LENGTH} characters.`;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REPLY_REQUIRED = 'Please write your reply.';
export const REPLY_TOO_LONG = `The reply can have at most ${REVIEW_REPLY_MAX_LENGTH} characters.`;

export const PROFILE_DESCRIPTION_MAX_LENGTH = 2000;
/** Each language's description names itself when it is refused (the field is `description.en` / `description.es`). */
export const DESCRIPTION_TOO_LONG: Record<Lang, string> = {
  en: `The English description can have at most ${PROFILE_DESCRIPTION_MAX_LENGTH} characters.`,
  es: `The Spanish description can have at most ${PROFILE_DESCRIPTION_MAX_LENGTH} characters.`,
};
export const INVALID_TIME = 'Choose a time from the list.';

export const LEAD_NAME_MAX_LENGTH = 80;
export const LEAD_MESSAGE_MAX_LENGTH = 1000;
export const LEAD_NAME_REQUIRED = 'Please enter your name.';
export const LEAD_NAME_TOO_LONG = `The name can have at most ${LEAD_NAME_MAX_LENGTH} characters.`;
export const LEAD_MESSAGE_REQUIRED = 'Please write a message.';
export const LEAD_MESSAGE_TOO_LONG = `The message can have at most ${LEAD_MESSAGE_MAX_LENGTH} characters.`;

export const REJECTION_REASON_REQUIRED = 'Please give a reason.';

export const INVALID_PHONE_NUMBER = 'Invalid phone number.';
/** A required number left empty says so, rather than calling nothing "invalid" (issue 40). */
export const PHONE_NUMBER_REQUIRED = 'Enter your phone number.';
/** A premium-rate, shared-cost, personal or universal access number (checked on the server). */
export const CHARGEABLE_PHONE_NUMBER =
  'This number can charge whoever calls it (premium-rate, shared-cost, personal or universal access). Please give a mobile or landline number.';
export const CODE_FORMAT = `Enter the ${PHONE_CODE_LENGTH}-digit code.`;
