import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userPhotosDecider } from '../../users/public';
import { ChoosePhotoCommand } from './choose-photo.command';

@CommandHandler(ChoosePhotoCommand)
export class ChoosePhotoHandler implements ICommandHandler<ChoosePhotoCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ userId, photoId, as, context }: ChoosePhotoCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userPhotosDecider,
      { type: 'ChoosePhoto', userId, photoId, as, now: new Date().toISOString() },
      context,
    );
  }
}
