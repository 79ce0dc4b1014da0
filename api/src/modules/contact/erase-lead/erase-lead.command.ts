import type { CommandContext } from '../../../core/http/command-context';
import type { LeadEraser } from '../lead.decider';

/** The pro deletes a request from their inbox, or its sender withdraws it. */
export class EraseLeadCommand {
  constructor(
    readonly leadId: string,
    readonly by: Extract<LeadEraser, { kind: 'pro' | 'sender' }>,
    readonly context: CommandContext,
  ) {}
}
