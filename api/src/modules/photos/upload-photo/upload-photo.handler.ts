import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userPhotosDecider } from '../../users/public';
import { UploadPhotoCommand } from './upload-photo.command';

@CommandHandler(UploadPhotoCommand)
export class UploadPhotoHandler implements ICommandHandler<UploadPhotoCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ photo, context }: UploadPhotoCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userPhotosDecider,
      { type: 'UploadPhoto', ...photo, now: new Date().toISOString() },
      context,
    );
  }
}
