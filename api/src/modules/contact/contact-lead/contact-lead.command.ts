import type { CommandContext } from '../../../core/http/command-context';

export class ContactLeadCommand {
  constructor(
    readonly leadId: string,
    readonly proId: string,
    readonly channel: 'whatsapp' | 'call',
    readonly context: CommandContext,
  ) {}
}
