import type { MessagesResumed, MessagesStopped } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';

export type MessagingConsentCommand =
  | { type: 'StopMessages'; phoneNumber: string; word: string; now: string }
  | { type: 'ResumeMessages'; phoneNumber: string; now: string };

type MessagingConsentEvent = MessagesStopped | MessagesResumed;

export interface MessagingConsentState {
  stopped: boolean;
}

/**
 * What a number asked of our messages by texting back (a `messaging-{e164}` stream): STOP, BAJA or
 * ALTO turns every notification to it off, START turns them on. Only a change is recorded: a second
 * STOP says nothing new.
 */
export const messagingConsentDecider: Decider<MessagingConsentCommand, MessagingConsentState, MessagingConsentEvent> = {
  initialState: () => ({ stopped: false }),
  decide(command, state) {
    switch (command.type) {
      case 'StopMessages':
        return state.stopped
          ? []
          : [
              {
                type: 'MessagesStopped',
                data: { phoneNumber: command.phoneNumber, keyword: command.word, stoppedAt: command.now },
              },
            ];
      case 'ResumeMessages':
        return state.stopped
          ? [{ type: 'MessagesResumed', data: { phoneNumber: command.phoneNumber, resumedAt: command.now } }]
          : [];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'MessagesStopped':
        return { stopped: true };
      case 'MessagesResumed':
        return { stopped: false };
    }
  },
};
