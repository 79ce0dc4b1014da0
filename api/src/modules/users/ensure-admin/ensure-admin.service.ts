import { Injectable } from '@nestjs/common';
import { streamIds } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
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

  async ensure(email: string, password: string, now = new Date().toISOString()): Promise<{ userId: string; created: boolean }> {
    const hash = emailHash(email);
    const existingId = await this.users.userIdByEmail(email);
    const userId = existingId ?? newId();
    if (!existingId) {
      await this.pipeline.run(emailReservationDecider, {
        commandId: newId(),
        streamId: streamIds.email(hash),
        command: { type: 'ClaimEmail', emailHash: hash, userId, now },
        metadata: system,
      });
      await this.pipeline.run(userDecider, {
        commandId: newId(),
        streamId: streamIds.user(userId),
        command: { type: 'RegisterUser', userId, email: email.trim().toLowerCase(), passwordHash: await hashPassword(password), preferredLang: 'en', now },
        metadata: system,
      });
    } else if (!(await verifyPassword((await this.users.user(userId)).passwordHash, password))) {
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
    return { userId, created: !existingId };
  }
}
