import { Global, Module } from '@nestjs/common';
import { USER_ACCESS } from '../../core/auth/user-access';
import { AccountNames } from './account-names';
import { AccountRegistrar } from './account-registrar';
import { EnsureAdminService } from './ensure-admin/ensure-admin.service';
import { UserLookup } from './user-lookup';

/**
 * The write side's view of users, for every module; it also answers core's USER_ACCESS port.
 * Registering accounts (sign-up, Google, the seed), the configured admin and what lists call
 * accounts (AccountNames) live here too.
 */
@Global()
@Module({
  providers: [
    UserLookup,
    { provide: USER_ACCESS, useExisting: UserLookup },
    AccountRegistrar,
    EnsureAdminService,
    AccountNames,
  ],
  exports: [UserLookup, USER_ACCESS, AccountRegistrar, EnsureAdminService, AccountNames],
})
export class UsersModule {}
