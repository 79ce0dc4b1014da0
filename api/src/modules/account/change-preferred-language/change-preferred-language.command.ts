import type { Lang } from '@gp/shared';
import type { CommandContext } from '../../../core/http/command-context';

export class ChangePreferredLanguageCommand {
  constructor(
    readonly userId: string,
    readonly preferredLang: Lang,
    readonly context: CommandContext,
  ) {}
}
