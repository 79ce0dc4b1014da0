import { Body, Controller, Param, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  commandResultSchema,
  usePhotoAsRequestSchema,
  type CommandResult,
  type UsePhotoAsRequest,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ChoosePhotoCommand } from './choose-photo.command';

export const choosePhotoContract = defineContract({
  ...API.choosePhoto,
  summary: 'Use one of my photos as my profile photo or my cover photo',
  access: 'restricted',
  body: usePhotoAsRequestSchema,
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'BETA_REQUIRED', 'TERMS_REQUIRED', 'REQUEST.INVALID', 'PHOTO.NOT_FOUND'],
});

@Controller()
export class ChoosePhotoController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(choosePhotoContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('restricted')
  choose(
    @Param('photoId', new ZodValidationPipe(idParamSchema)) photoId: string,
    @Body(new ZodValidationPipe(usePhotoAsRequestSchema)) { as }: UsePhotoAsRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(new ChoosePhotoCommand(request.actor!.userId, photoId, as, commandContext(request)));
  }
}
