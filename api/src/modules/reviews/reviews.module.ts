import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { ProfilesModule } from '../profiles/public';
import { ListAdminReviewsController } from './list-admin-reviews/list-admin-reviews.controller';
import { ListAdminReviewsHandler } from './list-admin-reviews/list-admin-reviews.handler';
import { GetReceivedReviewsSummaryController } from './get-received-reviews-summary/get-received-reviews-summary.controller';
import { GetReceivedReviewsSummaryHandler } from './get-received-reviews-summary/get-received-reviews-summary.handler';
import { ListMyReviewsController } from './list-my-reviews/list-my-reviews.controller';
import { ListMyReviewsHandler } from './list-my-reviews/list-my-reviews.handler';
import { ListProfileReviewsController } from './list-profile-reviews/list-profile-reviews.controller';
import { ListProfileReviewsHandler } from './list-profile-reviews/list-profile-reviews.handler';
import { HideReviewReplyController } from './hide-review-reply/hide-review-reply.controller';
import { HideReviewReplyHandler } from './hide-review-reply/hide-review-reply.handler';
import { ShowReviewReplyController } from './show-review-reply/show-review-reply.controller';
import { ShowReviewReplyHandler } from './show-review-reply/show-review-reply.handler';
import { ModerateReviewController } from './moderate-review/moderate-review.controller';
import { ModerateReviewHandler } from './moderate-review/moderate-review.handler';
import { ReplyToReviewController } from './reply-to-review/reply-to-review.controller';
import { ReplyToReviewHandler } from './reply-to-review/reply-to-review.handler';
import { RemoveReviewController } from './remove-review/remove-review.controller';
import { RemoveReviewHandler } from './remove-review/remove-review.handler';
import { RestoreReviewController } from './restore-review/restore-review.controller';
import { RestoreReviewHandler } from './restore-review/restore-review.handler';
import { EditMyReviewController } from './edit-my-review/edit-my-review.controller';
import { EditMyReviewHandler } from './edit-my-review/edit-my-review.handler';
import { WithdrawMyReviewController } from './withdraw-my-review/withdraw-my-review.controller';
import { WithdrawMyReviewHandler } from './withdraw-my-review/withdraw-my-review.handler';
import { SubmitReviewController } from './submit-review/submit-review.controller';
import { SubmitReviewHandler } from './submit-review/submit-review.handler';

/** Reviews: the form, anonymous authors linked later, moderation, removal, the author's edits, the pro's reply and lists. */
@Module({
  imports: [AuthModule, ProfilesModule],
  controllers: [
    SubmitReviewController,
    ModerateReviewController,
    ReplyToReviewController,
    HideReviewReplyController,
    ShowReviewReplyController,
    RemoveReviewController,
    RestoreReviewController,
    EditMyReviewController,
    WithdrawMyReviewController,
    ListProfileReviewsController,
    ListMyReviewsController,
    ListAdminReviewsController,
    GetReceivedReviewsSummaryController,
  ],
  providers: [
    SubmitReviewHandler,
    ModerateReviewHandler,
    ReplyToReviewHandler,
    HideReviewReplyHandler,
    ShowReviewReplyHandler,
    RemoveReviewHandler,
    RestoreReviewHandler,
    EditMyReviewHandler,
    WithdrawMyReviewHandler,
    ListProfileReviewsHandler,
    ListMyReviewsHandler,
    ListAdminReviewsHandler,
    GetReceivedReviewsSummaryHandler,
  ],
})
export class ReviewsModule {}
