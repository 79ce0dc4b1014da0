import { REVIEWS_TO_PUBLISH_PROFILE, type Lang, type ProfileView } from '@gp/shared';

/**
 * Spec §2, §6, §9: the owner is asked to request reviews while the profile has fewer than three
 * live (approved) reviews, unless they dismissed the request in this browser session.
 */
export function shouldAskForReviews(profile: Pick<ProfileView, 'viewer' | 'rating'>, dismissed: boolean): boolean {
  return profile.viewer.isOwner && profile.rating.count < REVIEWS_TO_PUBLISH_PROFILE && !dismissed;
}

/** The link clients follow to review this contractor. */
export const leaveReviewUrl = (origin: string, lang: Lang, userId: string) =>
  `${origin}/${lang}/leave-a-review/${encodeURIComponent(userId)}`;

/** Reviews still needed before the profile is public. */
export const reviewsStillNeeded = (liveReviews: number) => Math.max(REVIEWS_TO_PUBLISH_PROFILE - liveReviews, 0);
