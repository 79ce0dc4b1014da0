import type { MessagesResumed, MessagesStopped } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { messagingConsentDecider } from './messaging-consent.decider';

const phoneNumber = '+50688887777';
const now = '2026-11-29T15:00:00.000Z';
const stopped: MessagesStopped = { type: 'MessagesStopped', data: { phoneNumber, keyword: 'BAJA', stoppedAt: now } };
const resumed: MessagesResumed = { type: 'MessagesResumed', data: { phoneNumber, resumedAt: now } };

describe('messaging consent decider', () => {
  const spec = deciderSpec(messagingConsentDecider);

  it('records the first STOP with the word texted', () => {
    spec.given([]).when({ type: 'StopMessages', phoneNumber, word: 'BAJA', now }).then([stopped]);
  });

  it('records nothing for a STOP while already stopped', () => {
    spec.given([stopped]).when({ type: 'StopMessages', phoneNumber, word: 'STOP', now }).then([]);
  });

  it('records START after a STOP, and nothing for START when messages were never stopped', () => {
    spec.given([stopped]).when({ type: 'ResumeMessages', phoneNumber, now }).then([resumed]);
    spec.given([]).when({ type: 'ResumeMessages', phoneNumber, now }).then([]);
    spec.given([stopped, resumed]).when({ type: 'ResumeMessages', phoneNumber, now }).then([]);
  });

  it('stops again after a START', () => {
    spec.given([stopped, resumed]).when({ type: 'StopMessages', phoneNumber, word: 'BAJA', now }).then([stopped]);
  });
});
