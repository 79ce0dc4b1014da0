import type { Lang } from '@gp/shared';
import type { CommandContext } from '../../../core/http/command-context';

export class SendLeadCommand {
  constructor(
    readonly proId: string,
    /** Normalised to E.164 by the request schema. */
    readonly lead: { name: string; phoneNumber: string; message: string; lang: Lang },
    readonly context: CommandContext,
  ) {}
}
