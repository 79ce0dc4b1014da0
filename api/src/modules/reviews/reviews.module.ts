import { Module } from '@nestjs/common';
import { AccountNames } from '../admin/public';
import { AccountsModule } from '../accounts.module';
import { ProfilesModule } from '../profiles/public';
import { ContractorNames } from './contractor-names';
import { ListAdminReviewsController } from './list-admin-reviews/list-admin-reviews.controller';
import { ListAdminReviewsHandler } from './list-admin-reviews/list-admin-reviews.handler';
import { ListMyReviewsController } from './list-my-reviews/list-my-reviews.controller';
import { ListMyReviewsHandler } from './list-my-reviews/list-my-reviews.handler';
import { ListProfileReviewsController } from './list-profile-reviews/list-profile-reviews.controller';
import { ListProfileReviewsHandler } from './list-profile-reviews/list-profile-reviews.handler';
import { ModerateReviewController } from './moderate-review/moderate-review.controller';
import { ModerateReviewHandler } from './moderate-review/moderate-review.handler';
import { SubmitReviewController } from './submit-review/submit-review.controller';
import { SubmitReviewHandler } from './submit-review/submit-review.handler';

/** Reviews: the form, anonymous authors linked later, moderation and lists. */
@Module({
  imports: [AccountsModule, ProfilesModule],
  controllers: [
    SubmitReviewController,
    ModerateReviewController,
    ListProfileReviewsController,
    ListMyReviewsController,
    ListAdminReviewsController,
  ],
  providers: [
    SubmitReviewHandler,
    ModerateReviewHandler,
    ListProfileReviewsHandler,
    ListMyReviewsHandler,
    ListAdminReviewsHandler,
    ContractorNames,
    AccountNames,
  ],
})
export class ReviewsModule {}
