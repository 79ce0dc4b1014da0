import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/public';
import { DeleteAccountController } from './delete-account/delete-account.controller';
import { DeleteAccountHandler } from './delete-account/delete-account.handler';
import { AdminAuditLog } from './impersonation/admin-audit-log';
import { ImpersonationController } from './impersonation/impersonation.controller';
import { ListAccountsController } from './list-accounts/list-accounts.controller';
import { ListAccountsHandler } from './list-accounts/list-accounts.handler';
import { ListAdminPhotosHandler } from './list-photos/list-admin-photos.handler';
import { ListAdminPhotosController } from './list-photos/list-photos.controller';
import { ModeratePhotoController } from './moderate-photo/moderate-photo.controller';
import { ModeratePhotoHandler } from './moderate-photo/moderate-photo.handler';
import { SetAuditorRoleController } from './set-auditor-role/set-auditor-role.controller';
import { SetAuditorRoleHandler } from './set-auditor-role/set-auditor-role.handler';
import { SetBetaAccessController } from './set-beta-access/set-beta-access.controller';
import { SetBetaAccessHandler } from './set-beta-access/set-beta-access.handler';

/** The admin console's API: accounts, roles, beta access, deletion, impersonation, and photo moderation. */
@Module({
  imports: [ContactModule],
  controllers: [
    ListAccountsController,
    SetAuditorRoleController,
    SetBetaAccessController,
    DeleteAccountController,
    ImpersonationController,
    ListAdminPhotosController,
    ModeratePhotoController,
  ],
  providers: [
    DeleteAccountHandler,
    SetAuditorRoleHandler,
    SetBetaAccessHandler,
    ModeratePhotoHandler,
    ListAccountsHandler,
    ListAdminPhotosHandler,
    AdminAuditLog,
  ],
})
export class AdminModule {}
