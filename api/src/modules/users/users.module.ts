import { Global, Module } from '@nestjs/common';
import { USER_ACCESS } from '../../core/auth/user-access';
import { AccountRegistrar } from './account-registrar';
import { EnsureAdminService } from './ensure-admin/ensure-admin.service';
import { UserLookup } from './user-lookup';

/**
 * The write side's view of users, for every module; it also answers core's USER_ACCESS port.
 * Registering accounts (sign-up, Google, the seed) and the configured admin live here too.
 */
@Global()
@Module({
  providers: [UserLookup, { provide: USER_ACCESS, useExisting: UserLookup }, AccountRegistrar, EnsureAdminService],
  exports: [UserLookup, USER_ACCESS, AccountRegistrar, EnsureAdminService],
})
export class UsersModule {}
