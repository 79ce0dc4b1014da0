import { Module } from '@nestjs/common';
import { ContractorNames } from '../reviews/contractor-names';
import { AccountHistoryController } from './account-history/account-history.controller';
import { DeleteAccountController } from './delete-account/delete-account.controller';
import { DeleteAccountHandler } from './delete-account/delete-account.handler';
import { AdminAuditLog } from './impersonation/admin-audit-log';
import { ImpersonationController } from './impersonation/impersonation.controller';
import { ListAccountsController } from './list-accounts/list-accounts.controller';
import { ListAdminPhotosController } from './list-photos/list-photos.controller';
import { ModeratePhotoController } from './moderate-photo/moderate-photo.controller';
import { SetAuditorRoleController } from './set-auditor-role/set-auditor-role.controller';

/** The admin console's API: accounts, roles, deletion, impersonation, photo moderation and histories. */
@Module({
  controllers: [
    ListAccountsController, SetAuditorRoleController, DeleteAccountController, ImpersonationController,
    AccountHistoryController, ListAdminPhotosController, ModeratePhotoController,
  ],
  providers: [DeleteAccountHandler, AdminAuditLog, ContractorNames],
})
export class AdminModule {}
