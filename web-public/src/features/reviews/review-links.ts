import { REVIEW_SUCCESS_PARAM, type Lang } from '@gp/shared';
import { authPrefill } from '../../lib/credentials';

export const reviewFormPath = (lang: Lang, contractorId: string) =>
  `/${lang}/leave-a-review/${encodeURIComponent(contractorId)}`;

/** The address a pro sends clients to review them: the review form on this site, in the page's language. */
export const reviewLinkUrl = (origin: string, lang: Lang, contractorId: string) =>
  `${origin}${reviewFormPath(lang, contractorId)}`;

/** WhatsApp's share link with no number: the pro picks the contact in WhatsApp, the text is prefilled. */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

export const profilePath = (lang: Lang, contractorId: string) => `/${lang}/profile/${encodeURIComponent(contractorId)}`;

/**
 * Sign-in and create-account links for an anonymous reviewer (spec §2 query: reviewId, nextRoute).
 * The server links every review of the anonymous session at sign-in; nextRoute brings the author
 * back to the form, which then lists the review under their account with its status. The email
 * the review was written with goes along in the history state (`state`), never in the address.
 */
export function reviewAuthLinks(lang: Lang, contractorId: string, reviewId: string, email?: string | null) {
  const query = new URLSearchParams({
    reviewId,
    nextRoute: `${reviewFormPath(lang, contractorId)}?${REVIEW_SUCCESS_PARAM}`,
  }).toString();
  return {
    signIn: `/${lang}/signin?${query}`,
    createAccount: `/${lang}/create-account?${query}`,
    state: authPrefill(email),
  };
}
