import { Body, Controller, Delete, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  commandResultSchema,
  deleteMyAccountRequestSchema,
  type CommandResult,
  type DeleteMyAccountRequest,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { SessionService } from '../../../core/auth/session.service';
import { clearSessionCookie } from '../../../core/auth/session-cookie';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { DeleteMyAccountCommand } from './delete-my-account.command';

export const deleteMyAccountContract = defineContract({
  ...API.deleteMyAccount,
  summary:
    'Delete one\'s own account: it is forgotten (key destroyed, photo files deleted, sessions ended), its reviews stay as "Former user"\'s unless removeReviews; signs out',
  access: 'signed-in',
  body: deleteMyAccountRequestSchema,
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'REQUEST.INVALID', 'ADMIN.PROTECTED_ACCOUNT'],
});

@Controller()
export class DeleteMyAccountController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionService,
  ) {}

  @Delete(deleteMyAccountContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('signed-in')
  async delete(
    @Body(new ZodValidationPipe(deleteMyAccountRequestSchema)) body: DeleteMyAccountRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CommandResult> {
    const actor = request.actor!;
    const result = await this.commandBus.execute<DeleteMyAccountCommand, CommandResult>(
      new DeleteMyAccountCommand(actor.userId, body.removeReviews, commandContext(request)),
    );
    // This session ends now; any other of the account's ends on its next request (the account is deleted).
    await this.sessions.signOut(actor.sessionId);
    clearSessionCookie(request, reply);
    return result;
  }
}
