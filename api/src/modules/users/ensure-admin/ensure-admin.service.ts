import { Injectable } from '@nestjs/common';
import { streamIds } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { DomainError } from '../../../core/errors/domain-error';
import { newId } from '../../../core/ids/ids';
import { hashPassword, verifyPassword } from '../../../core/auth/passwords';
import { emailReservationDecider } from '../../reservations/reservation.decider';
import { userDecider } from '../user.decider';
import { emailHash, UserLookup } from '../user-lookup';

const system = { actorId: null } as const;

/**
 * Makes sure an admin with these credentials exists (ADMIN_EMAIL / ADMIN_PASSWORD at start, and
 * the demo seed). Safe to run on every start: an existing account only gets what it lacks.
 */
@Injectable()
export class EnsureAdminService {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly users: UserLookup,
  ) {}

  /** Several API replicas may start at once: the one that loses the email claim finds the winner's account. */
  async ensure(email: string, password: string): Promise<{ userId: string; created: boolean }> {
    try {
      return await this.ensureOnce(email, password, new Date().toISOString());
    } catch (error) {
      if (error instanceof DomainError && error.code === 'EMAIL.IN_USE') return this.ensureOnce(email, password, new Date().toISOString());
      throw error;
    }
  }

  private async ensureOnce(email: string, password: string, now: string): Promise<{ userId: string; created: boolean }> {
    const hash = emailHash(email);
    const holder = await this.users.userIdByEmail(email);
    const userId = holder ?? newId();
    if (!holder) {
      await this.pipeline.run(emailReservationDecider, {
        commandId: newId(),
        streamId: streamIds.email(hash),
        command: { type: 'ClaimEmail', emailHash: hash, userId, now },
        metadata: system,
      });
    }
    const user = await this.users.user(userId);
    // Registering is idempotent, so a claim whose account another replica has not written yet is finished here.
    if (!user.exists) {
      await this.pipeline.run(userDecider, {
        commandId: newId(),
        streamId: streamIds.user(userId),
        command: { type: 'RegisterUser', userId, email: email.trim().toLowerCase(), passwordHash: await hashPassword(password), preferredLang: 'en', now },
        metadata: system,
      });
    } else if (!(await verifyPassword(user.passwordHash, password))) {
      await this.pipeline.run(userDecider, {
        commandId: newId(),
        streamId: streamIds.user(userId),
        command: { type: 'SetPassword', userId, passwordHash: await hashPassword(password), now },
        metadata: system,
      });
    }
    await this.pipeline.run(userDecider, {
      commandId: newId(),
      streamId: streamIds.user(userId),
      command: { type: 'AssignAdminRole', userId, now },
      metadata: system,
    });
    return { userId, created: !holder };
  }
}
