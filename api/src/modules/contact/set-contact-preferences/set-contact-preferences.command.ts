import type { ContactPreferences } from '@gp/shared';
import type { CommandContext } from '../../../core/http/command-context';

export class SetContactPreferencesCommand {
  constructor(
    readonly userId: string,
    readonly preferences: ContactPreferences,
    readonly context: CommandContext,
  ) {}
}
