import type { ContactChannel } from '@gp/shared';
import type { CommandContext } from '../../../core/http/command-context';

export class RequestContactCommand {
  constructor(
    readonly proId: string,
    readonly channel: ContactChannel,
    /** Who taps, as visitorKey tells them apart. */
    readonly visitor: string,
    readonly context: CommandContext,
  ) {}
}
