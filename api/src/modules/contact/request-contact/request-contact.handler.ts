import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { contactDecider } from '../contact.decider';
import { ProReachReader } from '../pro-reach';
import { RequestContactCommand } from './request-contact.command';

@CommandHandler(RequestContactCommand)
export class RequestContactHandler implements ICommandHandler<RequestContactCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly pros: ProReachReader,
  ) {}

  async execute({ proId, channel, context }: RequestContactCommand): Promise<CommandResult> {
    const pro = await this.pros.publicPro(proId);
    const command = { type: 'RequestContact' as const, pro, channel, now: new Date().toISOString() };
    const { position } = await this.pipeline.run(contactDecider, {
      ...context,
      streamId: streamIds.contacts(proId),
      command,
    });
    return { position };
  }
}
