import { Module } from '@nestjs/common';
import { RateLimiter } from '../core/auth/rate-limiter';
import { ReviewLinkingModule } from './reviews/link-review-authors/review-author-linker';
import { AcceptTermsController } from './account/accept-terms/accept-terms.controller';
import { ChangeDisplayNameController } from './account/change-display-name/change-display-name.controller';
import { SessionEventsController } from './account/session-events/session-events.controller';
import { SetBetaAccessController } from './admin-users/set-beta-access/set-beta-access.controller';
import { AnonymousSessionController } from './auth/anonymous-session/anonymous-session.controller';
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
import { ExecuteUserCommandHandler } from './users/execute-user-command/execute-user-command.handler';

/** Accounts, sign-in and the access gates. */
@Module({
  imports: [ReviewLinkingModule],
  controllers: [
    SignUpController, SignInController, SignOutController, AnonymousSessionController, GetSessionController,
    GoogleSignInController, AuthProvidersController,
    AcceptTermsController, ChangeDisplayNameController, SessionEventsController, SetBetaAccessController,
  ],
  providers: [AccountRegistrar, AuthService, RateLimiter, GoogleOidcClient, GoogleSignInService, EnsureAdminService, ExecuteUserCommandHandler],
  exports: [AccountRegistrar, EnsureAdminService, AuthService, RateLimiter],
})
export class AccountsModule {}
