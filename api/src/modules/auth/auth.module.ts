import { Module } from '@nestjs/common';
import { AnonymousSessionController } from './anonymous-session/anonymous-session.controller';
import { AuthService } from './auth.service';
import { GetSessionController } from './get-session/get-session.controller';
import { GoogleOidcClient } from './google/google-oidc.client';
import { GoogleSignInController } from './google/google-sign-in.controller';
import { GoogleSignInService } from './google/google-sign-in.service';
import { AuthProvidersController } from './providers/auth-providers.controller';
import { SignInThrottle } from './sign-in-throttle';
import { SignInController } from './sign-in/sign-in.controller';
import { SignOutController } from './sign-out/sign-out.controller';
import { SignUpController } from './sign-up/sign-up.controller';

/** Sign-up, sign-in (password and Google), sign-out and the session; other modules open sessions through AuthService. */
@Module({
  controllers: [
    SignUpController,
    SignInController,
    SignOutController,
    AnonymousSessionController,
    GetSessionController,
    GoogleSignInController,
    AuthProvidersController,
  ],
  providers: [AuthService, SignInThrottle, GoogleOidcClient, GoogleSignInService],
  exports: [AuthService],
})
export class AuthModule {}
