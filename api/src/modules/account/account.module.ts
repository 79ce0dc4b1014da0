import { Module } from '@nestjs/common';
import { AcceptTermsController } from './accept-terms/accept-terms.controller';
import { AcceptTermsHandler } from './accept-terms/accept-terms.handler';
import { ChangeAccountRoleController } from './change-account-role/change-account-role.controller';
import { ChangeAccountRoleHandler } from './change-account-role/change-account-role.handler';
import { ChangeDisplayNameController } from './change-display-name/change-display-name.controller';
import { ChangeDisplayNameHandler } from './change-display-name/change-display-name.handler';
import { ChangePreferredLanguageController } from './change-preferred-language/change-preferred-language.controller';
import { ChangePreferredLanguageHandler } from './change-preferred-language/change-preferred-language.handler';
import { DeleteMyAccountController } from './delete-my-account/delete-my-account.controller';
import { DeleteMyAccountHandler } from './delete-my-account/delete-my-account.handler';
import { ExportMyDataController } from './export-my-data/export-my-data.controller';
import { ExportMyDataHandler } from './export-my-data/export-my-data.handler';
import { GetNotificationPreferencesController } from './get-notification-preferences/get-notification-preferences.controller';
import { GetNotificationPreferencesHandler } from './get-notification-preferences/get-notification-preferences.handler';
import { SetNotificationPreferencesController } from './set-notification-preferences/set-notification-preferences.controller';
import { SetNotificationPreferencesHandler } from './set-notification-preferences/set-notification-preferences.handler';
import { SessionEventsController } from './session-events/session-events.controller';

/** What signed-in users change on their own account (terms, name, language, role, notification channels), its live session events, a copy of its data, and its deletion. */
@Module({
  controllers: [
    AcceptTermsController,
    ChangeDisplayNameController,
    ChangePreferredLanguageController,
    ChangeAccountRoleController,
    GetNotificationPreferencesController,
    SetNotificationPreferencesController,
    SessionEventsController,
    ExportMyDataController,
    DeleteMyAccountController,
  ],
  providers: [
    AcceptTermsHandler,
    ChangeDisplayNameHandler,
    ChangePreferredLanguageHandler,
    ChangeAccountRoleHandler,
    GetNotificationPreferencesHandler,
    SetNotificationPreferencesHandler,
    ExportMyDataHandler,
    DeleteMyAccountHandler,
  ],
})
export class AccountModule {}
