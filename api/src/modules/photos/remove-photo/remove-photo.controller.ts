import { Controller, Delete, Inject, Logger, Param, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, commandResultSchema, type CommandResult } from '@gp/shared';
import { JOB_QUEUE, type JobQueue } from '@gp/shared/server';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { DELETE_PHOTO_FILES, type PhotoJobData } from '../jobs/photo-jobs';
import { RemovePhotoCommand } from './remove-photo.command';

export const removePhotoContract = defineContract({
  ...API.removePhoto,
  summary: 'Remove one of my photos; its files are deleted in the background',
  access: 'restricted',
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'BETA_REQUIRED', 'TERMS_REQUIRED', 'PHOTO.NOT_FOUND'],
});

@Controller()
export class RemovePhotoController {
  private readonly logger = new Logger(RemovePhotoController.name);

  constructor(
    private readonly commandBus: CommandBus,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  @Delete(removePhotoContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('restricted')
  async remove(
    @Param('photoId', new ZodValidationPipe(idParamSchema)) photoId: string,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    const userId = request.actor!.userId;
    const result: CommandResult = await this.commandBus.execute(
      new RemovePhotoCommand(userId, photoId, commandContext(request)),
    );
    // After the event: the photo is already gone from every view (the files are never served
    // again), so a failed enqueue leaves unreachable files behind but does not undo the removal.
    await this.jobs
      .enqueue<PhotoJobData>(DELETE_PHOTO_FILES, { userId, photoId }, { jobId: photoId, attempts: 5 })
      .catch((error: unknown) =>
        this.logger.error({ err: error, userId, photoId }, "Could not enqueue the deletion of a removed photo's files"),
      );
    return result;
  }
}
