import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { stepContext } from '../../../core/http/command-context';
import { emailReservationDecider, phoneReservationDecider } from '../../reservations/public';
import { userAccessDecider, emailHash, UserLookup } from '../../users/public';
import { DeleteAccountCommand } from './delete-account.command';

/**
 * AccountDeleted, then the email and the verified phone number are released so they can be used
 * again (read here, before the person's key is destroyed). The account and profile leave the read
 * models; its sessions stop working at once because every request re-reads the user's stream. The
 * forgetting reactor follows (forgetting.reactor.ts): key destroyed, photo files deleted,
 * PersonalDataErased. Reviews the user wrote stay, rating and text, as "Former user"'s.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly users: UserLookup,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, context }: DeleteAccountCommand): Promise<CommandResult> {
    const { email, phoneNumber } = await this.users.user(userId);
    const now = this.clock.now().toISOString();
    let { position } = await this.pipeline.run(userAccessDecider, {
      ...stepContext(context, 'delete'),
      streamId: streamIds.user(userId),
      command: { type: 'DeleteAccount', userId, now },
    });
    if (email) {
      const hash = emailHash(email);
      const released = await this.pipeline.run(emailReservationDecider, {
        ...stepContext(context, 'release-email'),
        streamId: streamIds.email(hash),
        command: { type: 'Release', key: hash, userId, now },
      });
      position = Math.max(position, released.position);
    }
    if (phoneNumber) {
      const released = await this.pipeline.run(phoneReservationDecider, {
        ...stepContext(context, 'release-phone'),
        streamId: streamIds.phone(phoneNumber),
        command: { type: 'Release', key: phoneNumber, userId, now },
      });
      position = Math.max(position, released.position);
    }
    return { position };
  }
}
