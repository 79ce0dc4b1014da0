import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { ContractorNames } from './contractor-names';
import { ListAdminReviewsController } from './list-admin-reviews/list-admin-reviews.controller';
import { ListMyReviewsController } from './list-my-reviews/list-my-reviews.controller';
import { ListProfileReviewsController } from './list-profile-reviews/list-profile-reviews.controller';
import { ModerateReviewController } from './moderate-review/moderate-review.controller';
import { ModerateReviewHandler } from './moderate-review/moderate-review.handler';
import { ReviewHistoryController } from './review-history/review-history.controller';
import { SubmitReviewController } from './submit-review/submit-review.controller';
import { SubmitReviewHandler } from './submit-review/submit-review.handler';

/** Reviews: the form, anonymous authors linked later, moderation, lists and audit history. */
@Module({
  imports: [AccountsModule, ProfilesModule],
  controllers: [SubmitReviewController, ModerateReviewController, ListProfileReviewsController, ListMyReviewsController, ListAdminReviewsController, ReviewHistoryController],
  providers: [SubmitReviewHandler, ModerateReviewHandler, ContractorNames],
})
export class ReviewsModule {}
