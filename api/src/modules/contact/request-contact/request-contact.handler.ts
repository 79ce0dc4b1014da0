import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { ContactTaps } from '../contact-taps';
import { contactDecider } from '../contact.decider';
import { ProReachReader } from '../pro-reach';
import { RequestContactCommand } from './request-contact.command';

@CommandHandler(RequestContactCommand)
export class RequestContactHandler implements ICommandHandler<RequestContactCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly pros: ProReachReader,
    private readonly taps: ContactTaps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ proId, channel, visitor, context }: RequestContactCommand): Promise<CommandResult> {
    const now = this.clock.now();
    const pro = await this.pros.publicPro(proId);
    const first = await this.taps.first(proId, channel, visitor, now);
    const command = { type: 'RequestContact' as const, pro, channel, repeated: !first, now: now.toISOString() };
    try {
      const { position } = await this.pipeline.run(contactDecider, {
        ...context,
        streamId: streamIds.contacts(proId),
        command,
      });
      return { position };
    } catch (error) {
      // A refused tap (a channel turned off) did not count: the visitor's next one may.
      if (first) await this.taps.release(proId, channel, visitor, now);
      throw error;
    }
  }
}
