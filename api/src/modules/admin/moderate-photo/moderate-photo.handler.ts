import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userPhotosDecider } from '../../users/public';
import { ModeratePhotoCommand } from './moderate-photo.command';

@CommandHandler(ModeratePhotoCommand)
export class ModeratePhotoHandler implements ICommandHandler<ModeratePhotoCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, photoId, decision, context }: ModeratePhotoCommand): Promise<CommandResult> {
    const now = this.clock.now().toISOString();
    const command = decision.approve
      ? ({ type: 'ApprovePhoto', userId, photoId, now } as const)
      : ({ type: 'RejectPhoto', userId, photoId, reasonCode: decision.reasonCode, note: decision.note, now } as const);
    return runUserCommand(this.pipeline, userPhotosDecider, command, context);
  }
}
