/**
 * What the platform tells people when something happens to them (issue 36): to a pro, a review
 * published on their profile, the profile becoming public, a photo refused, a reply hidden; to a
 * client, their review published or removed and their request marked answered. New requests stay
 * the batched text of the lead jobs.
 */
export const NOTIFICATION_KINDS = [
  'review-published',
  'profile-public',
  'photo-refused',
  'reply-hidden',
  'own-review-published',
  'own-review-removed',
  'request-answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_FAILURE_REASONS = ['refused', 'retries-exhausted'] as const;
export type NotificationFailureReason = (typeof NOTIFICATION_FAILURE_REASONS)[number];
