import type { UserEvent } from '@gp/shared';
import { DomainError } from '../../core/errors/domain-error';

/**
 * What every decider on a `user-{id}` stream needs to know, whatever its concern: does the
 * account exist, was it deleted, is it an anonymous reviewer's.
 */
export interface UserLifecycle {
  exists: boolean;
  deleted: boolean;
  isAnonymous: boolean;
}

export const initialLifecycle = (): UserLifecycle => ({ exists: false, deleted: false, isAnonymous: false });

export function evolveLifecycle<State extends UserLifecycle>(state: State, event: UserEvent): State {
  if (event.type === 'UserRegistered') return { ...state, exists: true, isAnonymous: event.data.isAnonymous };
  if (event.type === 'AccountDeleted') return { ...state, deleted: true };
  return state;
}

/** Every command but registration acts on a live account. */
export function requireLiveUser(state: UserLifecycle): void {
  if (!state.exists || state.deleted) throw new DomainError('USER.NOT_FOUND');
}
