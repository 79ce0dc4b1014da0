import { accountsProjection } from './read-models/accounts.projection';
import { betaKeysProjection } from './read-models/beta-keys.projection';
import { profilesProjection } from './read-models/profiles.projection';
import { reviewsProjection } from './read-models/reviews.projection';
import { contractorRatingsProjection } from './read-models/contractor-ratings.projection';
import { notificationFailuresProjection } from './read-models/notification-failures.projection';
import { unansweredReportsProjection } from './read-models/unanswered-reports.projection';
import { photosProjection } from './read-models/photos.projection';
import { leadsProjection } from './read-models/leads.projection';
import { contactStatsProjection } from './read-models/contact-stats.projection';
import { directoryProjection } from './read-models/directory.projection';
import type { Projection } from './runtime/projection';

export { defineProjection, publicEventTypes, type Projected, type Projection } from './runtime/projection';
export {
  CHECKPOINTS_COLLECTION,
  Projector,
  projectionCheckpointId,
  type AppliedListener,
  type CheckpointDocument,
  type ProjectorLogger,
  type ProjectorOptions,
} from './runtime/projector';
export { ReactorRunner, defineReactor, reactorCheckpointId, type Reactor } from './runtime/reactor';
export {
  NO_REVIEW_STANDINGS,
  RATING_EVENTS,
  withRatingEvent,
  type RatingEvent,
  type ReviewStandings,
} from './read-models/review-standings';
export { readStoreCheckpoints, type CheckpointStore } from './runtime/checkpointed-follower';
export { checkpointKey, keyValueCheckpoints } from './runtime/key-value-checkpoints';
export { betaKeysProjection, type BetaKeyDocument } from './read-models/beta-keys.projection';
export {
  unansweredReportsProjection,
  type UnansweredReportDocument,
} from './read-models/unanswered-reports.projection';
export {
  notificationFailuresProjection,
  type NotificationFailureDocument,
} from './read-models/notification-failures.projection';
export { accountsProjection, type AccountDocument } from './read-models/accounts.projection';
export { profilesProjection, type ProfileDocument, type ProfilePhotoEntry } from './read-models/profiles.projection';
export { reviewsProjection, type ReviewDocument } from './read-models/reviews.projection';
export {
  contractorRatingsProjection,
  type ContractorRatingDocument,
} from './read-models/contractor-ratings.projection';
export { photosProjection, type PhotoDocument } from './read-models/photos.projection';
export { publicPhotoId } from './read-models/public-photo';
export { leadsProjection, type LeadDocument } from './read-models/leads.projection';
export { responseSignalAt, type RequestTimes } from './read-models/response-times';
export { contactStatsProjection, type ContactStatsDocument } from './read-models/contact-stats.projection';

/** Every read model the projector maintains. */
export {
  directoryProjection,
  openHoursOf,
  weekHourOf,
  zoneReachKey,
  type DirectoryDocument,
  type OpeningSpan,
} from './read-models/directory.projection';
export const allProjections: readonly Projection[] = [
  betaKeysProjection,
  accountsProjection,
  profilesProjection,
  reviewsProjection,
  contractorRatingsProjection,
  photosProjection,
  leadsProjection,
  contactStatsProjection,
  directoryProjection,
  notificationFailuresProjection,
  unansweredReportsProjection,
];
