import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userPhotosDecider } from '../../users/public';
import { RemovePhotoCommand } from './remove-photo.command';

@CommandHandler(RemovePhotoCommand)
export class RemovePhotoHandler implements ICommandHandler<RemovePhotoCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, photoId, context }: RemovePhotoCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userPhotosDecider,
      { type: 'RemovePhoto', userId, photoId, now: this.clock.now().toISOString() },
      context,
    );
  }
}
