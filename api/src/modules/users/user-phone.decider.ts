import type { UserEvent } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';
import { evolveLifecycle, initialLifecycle, requireLiveUser, type UserLifecycle } from './user-lifecycle';

/** The verified phone number on `user-{id}`. */
export type UserPhoneCommand =
  /** phoneNumber: E.164, already proven by a code and claimed on its `phone-{e164}` stream. */
  { type: 'VerifyPhoneNumber'; userId: string; phoneNumber: string; now: string };

export interface UserPhoneState extends UserLifecycle {
  phoneNumber: string | null;
}

export const userPhoneDecider: Decider<UserPhoneCommand, UserPhoneState, UserEvent> = {
  initialState: () => ({ ...initialLifecycle(), phoneNumber: null }),
  decide(command, state) {
    requireLiveUser(state);
    if (state.isAnonymous) throw new DomainError('AUTH.REQUIRED');
    const { userId, phoneNumber, now } = command;
    return state.phoneNumber === phoneNumber
      ? []
      : [{ type: 'PhoneNumberVerified', data: { userId, phoneNumber, publishedByDefault: false, verifiedAt: now } }];
  },
  evolve(current, event) {
    const state = evolveLifecycle(current, event);
    return event.type === 'PhoneNumberVerified' ? { ...state, phoneNumber: event.data.phoneNumber } : state;
  },
};
