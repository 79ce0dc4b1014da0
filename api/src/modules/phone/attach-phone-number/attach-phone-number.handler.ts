import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { stepContext } from '../../../core/http/command-context';
import { phoneReservationDecider } from '../../reservations/public';
import { UserLookup, userPhoneDecider } from '../../users/public';
import { AttachPhoneNumberCommand } from './attach-phone-number.command';

/**
 * Claims `phone-{e164}` (expected revision: of two accounts racing, the loser re-reads and gets
 * PHONE.IN_USE), records PhoneNumberVerified, then releases the number the account had before.
 */
@CommandHandler(AttachPhoneNumberCommand)
export class AttachPhoneNumberHandler implements ICommandHandler<AttachPhoneNumberCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly users: UserLookup,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, phoneNumber, context }: AttachPhoneNumberCommand): Promise<CommandResult> {
    const now = this.clock.now().toISOString();
    const previous = (await this.users.user(userId)).phoneNumber;
    const claimed = await this.pipeline.run(phoneReservationDecider, {
      ...stepContext(context, 'claim-phone'),
      streamId: streamIds.phone(phoneNumber),
      command: { type: 'Claim', key: phoneNumber, userId, now },
    });
    const verified = await this.pipeline.run(userPhoneDecider, {
      ...stepContext(context, 'verify-phone'),
      streamId: streamIds.user(userId),
      command: { type: 'VerifyPhoneNumber', userId, phoneNumber, now },
    });
    let position = Math.max(claimed.position, verified.position);
    if (previous && previous !== phoneNumber) {
      const released = await this.pipeline.run(phoneReservationDecider, {
        ...stepContext(context, 'release-previous-phone'),
        streamId: streamIds.phone(previous),
        command: { type: 'Release', key: previous, userId, now },
      });
      position = Math.max(position, released.position);
    }
    return { position };
  }
}
