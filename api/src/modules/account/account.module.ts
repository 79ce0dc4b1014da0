import { Module } from '@nestjs/common';
import { AcceptTermsController } from './accept-terms/accept-terms.controller';
import { AcceptTermsHandler } from './accept-terms/accept-terms.handler';
import { ChangeAccountRoleController } from './change-account-role/change-account-role.controller';
import { ChangeAccountRoleHandler } from './change-account-role/change-account-role.handler';
import { ChangeDisplayNameController } from './change-display-name/change-display-name.controller';
import { ChangeDisplayNameHandler } from './change-display-name/change-display-name.handler';
import { ChangePreferredLanguageController } from './change-preferred-language/change-preferred-language.controller';
import { ChangePreferredLanguageHandler } from './change-preferred-language/change-preferred-language.handler';
import { ExportMyDataController } from './export-my-data/export-my-data.controller';
import { ExportMyDataHandler } from './export-my-data/export-my-data.handler';
import { SessionEventsController } from './session-events/session-events.controller';

/** What signed-in users change on their own account (terms, name, language, role), its live session events, and a copy of its data. */
@Module({
  controllers: [
    AcceptTermsController,
    ChangeDisplayNameController,
    ChangePreferredLanguageController,
    ChangeAccountRoleController,
    SessionEventsController,
    ExportMyDataController,
  ],
  providers: [
    AcceptTermsHandler,
    ChangeDisplayNameHandler,
    ChangePreferredLanguageHandler,
    ChangeAccountRoleHandler,
    ExportMyDataHandler,
  ],
})
export class AccountModule {}
