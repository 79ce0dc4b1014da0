import { Body, Controller, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API, commandResultSchema, rejectPhotoRequestSchema, type CommandResult } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ModeratePhotoCommand } from './moderate-photo.command';

export const approvePhotoContract = defineContract({
  ...API.approvePhoto,
  summary: 'Approve a photo',
  access: 'admin',
  response: commandResultSchema,
  errors: ['ADMIN_REQUIRED', 'PHOTO.NOT_FOUND'],
});

export const rejectPhotoContract = defineContract({
  ...API.rejectPhoto,
  summary: 'Reject a photo with a reason: it disappears from the public profile',
  access: 'admin',
  body: rejectPhotoRequestSchema,
  response: commandResultSchema,
  errors: ['ADMIN_REQUIRED', 'PHOTO.NOT_FOUND', 'REQUEST.INVALID'],
});

@Controller()
export class ModeratePhotoController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(approvePhotoContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('admin')
  approve(
    @Param('userId', new ZodValidationPipe(idParamSchema)) userId: string,
    @Param('photoId', new ZodValidationPipe(idParamSchema)) photoId: string,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new ModeratePhotoCommand(userId, photoId, { approve: true }, commandContext(request)),
    );
  }

  @Post(rejectPhotoContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('admin')
  reject(
    @Param('userId', new ZodValidationPipe(idParamSchema)) userId: string,
    @Param('photoId', new ZodValidationPipe(idParamSchema)) photoId: string,
    @Body(new ZodValidationPipe(rejectPhotoRequestSchema)) { code, note }: z.infer<typeof rejectPhotoRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new ModeratePhotoCommand(userId, photoId, { approve: false, reasonCode: code, note }, commandContext(request)),
    );
  }
}
