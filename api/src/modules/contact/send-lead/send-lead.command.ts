import type { Lang } from '@gp/shared';
import type { CommandContext } from '../../../core/http/command-context';

export class SendLeadCommand {
  constructor(
    readonly proId: string,
    /** The session's user (signed-in or anonymous), null for a visitor without a session. */
    readonly senderId: string | null,
    /** Normalised to E.164 by the request schema. */
    readonly lead: { name: string; phoneNumber: string; message: string; lang: Lang },
    readonly context: CommandContext,
  ) {}
}
