import { Module } from '@nestjs/common';
import { GetContractorCardController } from './get-contractor-card/get-contractor-card.controller';
import { GetProfileController } from './get-profile/get-profile.controller';
import { GetProfileHandler } from './get-profile/get-profile.handler';
import { ProfileVisibility } from './profile-visibility';
import { UpdateProfileController } from './update-profile/update-profile.controller';

/** Contractor profiles: editing and the public profile query. Photos live in their own module. */
@Module({
  controllers: [GetProfileController, GetContractorCardController, UpdateProfileController],
  providers: [GetProfileHandler, ProfileVisibility],
  exports: [ProfileVisibility],
})
export class ProfilesModule {}
