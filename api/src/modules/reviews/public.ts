/** What other modules (and the process wiring, the demo seed) may use from the reviews module. */
export { reviewAuthorLinkingReactor } from './link-review-authors/review-author-linking.reactor';
export { reviewQueueClosingReactor } from './close-reviews-of-deleted-pros/review-queue-closing.reactor';
export { profileReviewsPage } from './profile-reviews';
export { reviewDecider } from './review.decider';
