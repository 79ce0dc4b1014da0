import { Module } from '@nestjs/common';
import { GetContractorCardController } from './get-contractor-card/get-contractor-card.controller';
import { GetContractorCardHandler } from './get-contractor-card/get-contractor-card.handler';
import { GetProfileController } from './get-profile/get-profile.controller';
import { GetProfileHandler } from './get-profile/get-profile.handler';
import { ProfileViews } from './profile-views';
import { ProfileVisibility } from './profile-visibility';
import { RecordProfileViewController } from './record-view/record-view.controller';
import { RecordProfileViewHandler } from './record-view/record-view.handler';
import { UpdateProfileController } from './update-profile/update-profile.controller';
import { UpdateProfileHandler } from './update-profile/update-profile.handler';

/** Contractor profiles: editing, the public profile query and its page's views. Photos live in their own module. */
@Module({
  controllers: [
    GetProfileController,
    GetContractorCardController,
    UpdateProfileController,
    RecordProfileViewController,
  ],
  providers: [
    GetProfileHandler,
    GetContractorCardHandler,
    UpdateProfileHandler,
    RecordProfileViewHandler,
    ProfileVisibility,
    ProfileViews,
  ],
  exports: [ProfileVisibility, ProfileViews],
})
export class ProfilesModule {}
