import { Module } from '@nestjs/common';
import { GetProfileController } from './get-profile/get-profile.controller';
import { GetProfileHandler } from './get-profile/get-profile.handler';
import { ProfileVisibility } from './profile-visibility';
import { UpdateProfileController } from './update-profile/update-profile.controller';

/** Contractor profiles: editing and the public profile query. Photos live in their own module. */
@Module({
  controllers: [GetProfileController, UpdateProfileController],
  providers: [GetProfileHandler, ProfileVisibility],
  exports: [ProfileVisibility],
})
export class ProfilesModule {}
