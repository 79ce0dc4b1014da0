import type { UserEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { userPhoneDecider } from './user-phone.decider';

const spec = deciderSpec(userPhoneDecider);
const now = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const registered: UserEvent[] = [
  {
    type: 'UserRegistered',
    data: { userId, email: 'ana@example.com', isAnonymous: false, preferredLang: 'es', registeredAt: now },
  },
];
const anonymous: UserEvent[] = [
  { type: 'UserRegistered', data: { userId, email: null, isAnonymous: true, preferredLang: 'en', registeredAt: now } },
];
const verified = (phoneNumber: string): UserEvent => ({
  type: 'PhoneNumberVerified',
  data: { userId, phoneNumber, publishedByDefault: false, verifiedAt: now },
});

describe('user phone decider', () => {
  it('records a verified number', () => {
    spec
      .given(registered)
      .when({ type: 'VerifyPhoneNumber', userId, phoneNumber: '+50688887777', now })
      .then([verified('+50688887777')]);
  });
  it('verifying the same number again changes nothing', () => {
    spec
      .given([...registered, verified('+50688887777')])
      .when({ type: 'VerifyPhoneNumber', userId, phoneNumber: '+50688887777', now })
      .then([]);
  });
  it('replaces the number with a newly verified one', () => {
    spec
      .given([...registered, verified('+50688887777')])
      .when({ type: 'VerifyPhoneNumber', userId, phoneNumber: '+13055550123', now })
      .then([verified('+13055550123')]);
  });
  it('refuses an anonymous session, and a deleted account', () => {
    spec
      .given(anonymous)
      .when({ type: 'VerifyPhoneNumber', userId, phoneNumber: '+50688887777', now })
      .thenThrows('AUTH.REQUIRED');
    spec
      .given([...registered, { type: 'AccountDeleted', data: { userId, deletedAt: now } }])
      .when({ type: 'VerifyPhoneNumber', userId, phoneNumber: '+50688887777', now })
      .thenThrows('USER.NOT_FOUND');
  });
});
