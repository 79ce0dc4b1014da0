import { Global, Module } from '@nestjs/common';
import { USER_ACCESS } from '../../core/auth/user-access';
import { UserLookup } from './user-lookup';

/** The write side's view of users, for every module; it also answers core's USER_ACCESS port. */
@Global()
@Module({
  providers: [UserLookup, { provide: USER_ACCESS, useExisting: UserLookup }],
  exports: [UserLookup, USER_ACCESS],
})
export class UsersModule {}
