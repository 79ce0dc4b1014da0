import { Controller, Get } from '@nestjs/common';
import { API, authProvidersResponseSchema, type AuthProvidersResponse } from '@gp/shared';
import { defineContract } from '../../../core/http/api-contract';
import { GoogleOidcClient } from '../google/google-oidc.client';

export const authProvidersContract = defineContract({
  ...API.authProviders,
  summary: 'Which sign-in providers are configured, so the apps show only their buttons',
  access: 'public',
  response: authProvidersResponseSchema,
});

@Controller()
export class AuthProvidersController {
  constructor(private readonly google: GoogleOidcClient) {}

  @Get(authProvidersContract.path)
  providers(): AuthProvidersResponse {
    return { google: this.google.enabled };
  }
}
