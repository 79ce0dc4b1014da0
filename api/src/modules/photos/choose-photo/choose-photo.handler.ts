import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userPhotosDecider } from '../../users/public';
import { ChoosePhotoCommand } from './choose-photo.command';

@CommandHandler(ChoosePhotoCommand)
export class ChoosePhotoHandler implements ICommandHandler<ChoosePhotoCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, photoId, as, context }: ChoosePhotoCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userPhotosDecider,
      { type: 'ChoosePhoto', userId, photoId, as, now: this.clock.now().toISOString() },
      context,
    );
  }
}
