import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type IssueBetaKeyResponse } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { deterministicUuid } from '../../../core/ids/ids';
import { AppConfig } from '../../../config/app-config';
import { betaKeyDecider } from '../beta-key.decider';
import { IssueBetaKeyCommand } from './issue-beta-key.command';

@CommandHandler(IssueBetaKeyCommand)
export class IssueBetaKeyHandler implements ICommandHandler<IssueBetaKeyCommand, IssueBetaKeyResponse> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ context, note }: IssueBetaKeyCommand): Promise<IssueBetaKeyResponse> {
    // Derived from the command id: a retried request names the same key instead of minting another.
    const keyId = deterministicUuid('betakey', context.commandId);
    const outcome = await this.pipeline.run(betaKeyDecider, {
      ...context,
      streamId: streamIds.betaKey(keyId),
      command: { type: 'IssueBetaKey', keyId, note, now: this.clock.now().toISOString() },
    });
    return {
      keyId,
      position: outcome.position,
      signUpLinks: betaKeySignUpLinks(this.config.values.PUBLIC_ORIGIN, keyId),
    };
  }
}

/** The sign-up links an admin hands out: one per language (spec §2, New Beta Key). */
export function betaKeySignUpLinks(origin: string, keyId: string): { en: string; es: string } {
  const link = (lang: string) =>
    `${origin}/${lang}/create-account?betakey=${encodeURIComponent(keyId)}&role=contractor`;
  return { en: link('en'), es: link('es') };
}
