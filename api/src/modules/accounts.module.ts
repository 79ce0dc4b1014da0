import { Module } from '@nestjs/common';
import { RateLimiter } from '../core/auth/rate-limiter';
import { AcceptTermsController } from './account/accept-terms/accept-terms.controller';
import { AcceptTermsHandler } from './account/accept-terms/accept-terms.handler';
import { ChangeDisplayNameController } from './account/change-display-name/change-display-name.controller';
import { ChangeDisplayNameHandler } from './account/change-display-name/change-display-name.handler';
import { ChangeAccountRoleController } from './account/change-account-role/change-account-role.controller';
import { ChangeAccountRoleHandler } from './account/change-account-role/change-account-role.handler';
import { ChangePreferredLanguageController } from './account/change-preferred-language/change-preferred-language.controller';
import { ChangePreferredLanguageHandler } from './account/change-preferred-language/change-preferred-language.handler';
import { SessionEventsController } from './account/session-events/session-events.controller';
import { SetBetaAccessController } from './admin-users/set-beta-access/set-beta-access.controller';
import { SetBetaAccessHandler } from './admin-users/set-beta-access/set-beta-access.handler';
import { AnonymousSessionController } from './auth/anonymous-session/anonymous-session.controller';
import { SignInThrottle } from './auth/sign-in-throttle';
import { AuthService } from './auth/auth.service';
import { GetSessionController } from './auth/get-session/get-session.controller';
import { GoogleOidcClient } from './auth/google/google-oidc.client';
import { GoogleSignInController } from './auth/google/google-sign-in.controller';
import { GoogleSignInService } from './auth/google/google-sign-in.service';
import { AuthProvidersController } from './auth/providers/auth-providers.controller';
import { SignInController } from './auth/sign-in/sign-in.controller';
import { SignOutController } from './auth/sign-out/sign-out.controller';
import { SignUpController } from './auth/sign-up/sign-up.controller';
import { AccountRegistrar } from './users/account-registrar';
import { EnsureAdminService } from './users/ensure-admin/ensure-admin.service';

/** Accounts, sign-in and the access gates. */
@Module({
  controllers: [
    SignUpController,
    SignInController,
    SignOutController,
    AnonymousSessionController,
    GetSessionController,
    GoogleSignInController,
    AuthProvidersController,
    AcceptTermsController,
    ChangeDisplayNameController,
    ChangePreferredLanguageController,
    ChangeAccountRoleController,
    SessionEventsController,
    SetBetaAccessController,
  ],
  providers: [
    AccountRegistrar,
    AuthService,
    SignInThrottle,
    RateLimiter,
    GoogleOidcClient,
    GoogleSignInService,
    EnsureAdminService,
    AcceptTermsHandler,
    ChangeDisplayNameHandler,
    ChangePreferredLanguageHandler,
    ChangeAccountRoleHandler,
    SetBetaAccessHandler,
  ],
  exports: [AccountRegistrar, EnsureAdminService, AuthService, RateLimiter],
})
export class AccountsModule {}
