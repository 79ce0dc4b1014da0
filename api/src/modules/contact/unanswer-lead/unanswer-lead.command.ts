import type { CommandContext } from '../../../core/http/command-context';

export class UnanswerLeadCommand {
  constructor(
    readonly leadId: string,
    readonly proId: string,
    readonly context: CommandContext,
  ) {}
}
