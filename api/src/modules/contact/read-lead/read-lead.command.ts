import type { CommandContext } from '../../../core/http/command-context';

export class ReadLeadCommand {
  constructor(
    readonly leadId: string,
    readonly proId: string,
    readonly context: CommandContext,
  ) {}
}
