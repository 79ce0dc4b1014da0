import type { UserEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { userDecider } from './user.decider';

const spec = deciderSpec(userDecider);
const now = '2026-11-22T10:00:00.000Z';
const registered: UserEvent[] = [
  { type: 'UserRegistered', data: { userId: 'u1', email: 'ana@example.com', isAnonymous: false, preferredLang: 'es', registeredAt: now } },
  { type: 'PasswordSet', data: { userId: 'u1', passwordHash: 'h1', setAt: now } },
];

describe('user decider (admin bootstrap)', () => {
  it('registers a user with a password', () => {
    spec.given([]).when({ type: 'RegisterUser', userId: 'u1', email: 'ana@example.com', passwordHash: 'h1', preferredLang: 'es', now }).then(registered);
  });

  it('registering an existing user changes nothing', () => {
    spec.given(registered).when({ type: 'RegisterUser', userId: 'u1', email: 'ana@example.com', passwordHash: 'h2', preferredLang: 'en', now }).then([]);
  });

  it('assigns the admin role once', () => {
    const assigned: UserEvent = { type: 'AdminRoleAssigned', data: { userId: 'u1', assignedAt: now } };
    spec.given(registered).when({ type: 'AssignAdminRole', userId: 'u1', now }).then([assigned]);
    spec.given([...registered, assigned]).when({ type: 'AssignAdminRole', userId: 'u1', now }).then([]);
  });

  it('sets a new password', () => {
    spec.given(registered).when({ type: 'SetPassword', userId: 'u1', passwordHash: 'h2', now }).then([{ type: 'PasswordSet', data: { userId: 'u1', passwordHash: 'h2', setAt: now } }]);
  });
});
