import { Inject, Injectable } from '@nestjs/common';
import { streamIds, type AccountRole, type Lang } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../core/commands/command-pipeline';
import { DomainError } from '../../core/errors/domain-error';
import { type CommandContext, stepContext } from '../../core/http/command-context';
import { newId } from '../../core/ids/ids';
import { emailReservationDecider } from '../reservations/public';
import { userAccessDecider } from './user-access.decider';
import { emailHash } from './user-lookup';

export interface NewAccount {
  email: string;
  /** null: the account signs in through Google only. */
  passwordHash: string | null;
  preferredLang: Lang;
  /** Without one the account is a client. */
  role?: AccountRole;
}

/**
 * Creates an account: claims the email on its reservation stream (expected revision "no stream"),
 * then registers the user. Sign-up, Google sign-in, the admin bootstrap and the demo seed all
 * create accounts through here.
 */
@Injectable()
export class AccountRegistrar {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * `claimedBy`: the holder of a claim whose account was never written (a crash between the two
   * appends), finished here. Returns null when someone else holds the email.
   */
  async register(
    claimedBy: string | null,
    account: NewAccount,
    context: CommandContext,
  ): Promise<{ userId: string; position: number } | null> {
    const userId = claimedBy ?? newId();
    const hash = emailHash(account.email);
    const now = this.clock.now().toISOString();
    try {
      await this.pipeline.run(emailReservationDecider, {
        ...stepContext(context, 'claim-email'),
        streamId: streamIds.email(hash),
        command: { type: 'Claim', key: hash, userId, now },
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'EMAIL.IN_USE') return null;
      throw error;
    }
    const run = async (step: string, command: Parameters<typeof userAccessDecider.decide>[0]) =>
      (
        await this.pipeline.run(userAccessDecider, {
          ...stepContext(context, step),
          streamId: streamIds.user(userId),
          command,
        })
      ).position;
    let position = await run('register', {
      type: 'RegisterUser',
      userId,
      email: account.email.trim().toLowerCase(),
      passwordHash: account.passwordHash,
      preferredLang: account.preferredLang,
      now,
    });
    if (account.role === 'contractor')
      position = Math.max(position, await run('role', { type: 'ChooseAccountRole', userId, role: 'contractor', now }));
    return { userId, position };
  }
}
