import { Inject, Injectable } from '@nestjs/common';
import { streamIds } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { DomainError } from '../../../core/errors/domain-error';
import { newId } from '../../../core/ids/ids';
import { hashPassword, verifyPassword } from '../../../core/auth/passwords';
import type { CommandContext } from '../../../core/http/command-context';
import { AccountRegistrar } from '../account-registrar';
import { userAccessDecider, type UserAccessCommand } from '../user-access.decider';
import { UserLookup } from '../user-lookup';

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
    private readonly registrar: AccountRegistrar,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Several API replicas may start at once: the one that loses the email claim finds the winner's account. */
  async ensure(email: string, password: string): Promise<{ userId: string; created: boolean }> {
    try {
      return await this.ensureOnce(email, password, this.clock.now().toISOString());
    } catch (error) {
      if (error instanceof DomainError && error.code === 'EMAIL.IN_USE')
        return this.ensureOnce(email, password, this.clock.now().toISOString());
      throw error;
    }
  }

  private async ensureOnce(
    email: string,
    password: string,
    now: string,
  ): Promise<{ userId: string; created: boolean }> {
    const holder = await this.users.userIdByEmail(email);
    const existing = holder ? await this.users.user(holder) : null;
    const context = () => ({ commandId: newId(), metadata: system });
    let userId: string;
    if (holder && existing?.exists) {
      userId = holder;
      if (!(await verifyPassword(existing.passwordHash, password))) {
        await this.runUser(context(), { type: 'SetPassword', userId, passwordHash: await hashPassword(password), now });
      }
    } else {
      // Also finishes a claim whose account another replica has not written yet: registering is idempotent.
      const registered = await this.registrar.register(
        holder,
        { email, passwordHash: await hashPassword(password), preferredLang: 'en' },
        context(),
      );
      if (!registered) throw new DomainError('EMAIL.IN_USE');
      userId = registered.userId;
    }
    await this.runUser(context(), { type: 'AssignAdminRole', userId, now });
    return { userId, created: !holder };
  }

  private runUser(context: CommandContext, command: UserAccessCommand) {
    return this.pipeline.run(userAccessDecider, { ...context, streamId: streamIds.user(command.userId), command });
  }
}
