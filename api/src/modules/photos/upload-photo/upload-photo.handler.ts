import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userPhotosDecider } from '../../users/public';
import { UploadPhotoCommand } from './upload-photo.command';

@CommandHandler(UploadPhotoCommand)
export class UploadPhotoHandler implements ICommandHandler<UploadPhotoCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ photo, context }: UploadPhotoCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userPhotosDecider,
      { type: 'UploadPhoto', ...photo, now: this.clock.now().toISOString() },
      context,
    );
  }
}
