import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API, googleSignInStartQuerySchema, type GoogleSignInStartQuery } from '@gp/shared';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { GoogleSignInService, type GoogleCallbackQuery } from './google-sign-in.service';

/** Google calls back with these; anything malformed is dropped, and the sign-in then fails silently. */
const googleCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional().catch(undefined),
  state: z.string().max(128).optional().catch(undefined),
  error: z.string().max(256).optional().catch(undefined),
});

export const googleSignInStartContract = defineContract({
  ...API.googleSignInStart,
  summary:
    "Starts Google sign-in (OpenID Connect code flow with PKCE): 302 to Google's consent page, or to /{lang}/signin when Google sign-in is off",
  access: 'public',
  query: googleSignInStartQuerySchema,
  response: z.void(),
  status: 302,
});

export const googleSignInCallbackContract = defineContract({
  ...API.googleSignInCallback,
  summary:
    "Google's redirect back: signs in (or creates) the account of the verified email with a new session cookie, then 302 to the route after sign-in; any failure 302s to /{lang}/signin without an error",
  access: 'public',
  query: googleCallbackQuerySchema,
  response: z.void(),
  status: 302,
});

@Controller()
export class GoogleSignInController {
  constructor(private readonly googleSignIn: GoogleSignInService) {}

  @Get(googleSignInStartContract.path)
  async start(
    @Query(new ZodValidationPipe(googleSignInStartQuerySchema)) query: GoogleSignInStartQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    redirect(reply, await this.googleSignIn.start(query, request, reply));
  }

  @Get(googleSignInCallbackContract.path)
  async callback(
    @Query(new ZodValidationPipe(googleCallbackQuerySchema)) query: GoogleCallbackQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    redirect(reply, await this.googleSignIn.callback(query, { request, reply, context: commandContext(request) }));
  }
}

/** Each answer is for one browser at one moment: never cached. */
function redirect(reply: FastifyReply, location: string): void {
  void reply.header('Cache-Control', 'no-store').redirect(location, 302);
}
