import type { NotificationPreferences } from '@gp/shared';
import type { CommandContext } from '../../../core/http/command-context';

export class SetNotificationPreferencesCommand {
  constructor(
    readonly userId: string,
    readonly preferences: NotificationPreferences,
    readonly context: CommandContext,
  ) {}
}
