import type { RecordedDomainEvent } from '@gp/shared';
import { accountsProjection, type AccountDocument } from './accounts.projection';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>) =>
  ({
    id: `e${++position}`,
    type,
    data,
    metadata: { actorId: null },
    streamId: 'user-u1',
    revision: position,
    position,
    recordedAt: '2026-11-22T10:00:00.000Z',
  }) as unknown as RecordedDomainEvent;

const fold = (events: RecordedDomainEvent[]) =>
  events.reduce<AccountDocument | null>((doc, event) => accountsProjection.evolve(doc, event as never), null);

const registered = recorded('UserRegistered', {
  userId: 'u1',
  email: 'ana@example.com',
  isAnonymous: false,
  preferredLang: 'es',
  registeredAt: '2026-11-22T10:00:00.000Z',
});

describe('accounts projection', () => {
  it('creates the account on registration', () => {
    expect(fold([registered])).toEqual({
      _id: 'u1',
      email: 'ana@example.com',
      displayName: null,
      phoneNumber: null,
      isAnonymous: false,
      isAdmin: false,
      isAuditor: false,
      isContractor: false,
      hasBetaAccess: false,
      usedBetaKey: null,
      acceptedTermsVersion: null,
      preferredLang: 'es',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('follows roles, access, terms, name and phone', () => {
    const account = fold([
      registered,
      recorded('ContractorRoleAssigned', { userId: 'u1', assignedAt: 'x' }),
      recorded('BetaAccessGranted', { userId: 'u1', betaKeyId: 'k1', grantedAt: 'x' }),
      recorded('TermsAccepted', { userId: 'u1', version: 1, acceptedAt: 'x' }),
      recorded('DisplayNameChanged', { userId: 'u1', displayName: 'Playa Fix', changedAt: 'x' }),
      recorded('PhoneNumberVerified', {
        userId: 'u1',
        phoneNumber: '+50688887777',
        publishedByDefault: false,
        verifiedAt: 'x',
      }),
    ]);
    expect(account).toMatchObject({
      isContractor: true,
      hasBetaAccess: true,
      usedBetaKey: 'k1',
      acceptedTermsVersion: 1,
      displayName: 'Playa Fix',
      phoneNumber: '+50688887777',
    });
  });

  it('follows the preferred language', () => {
    expect(
      fold([registered, recorded('PreferredLanguageChanged', { userId: 'u1', preferredLang: 'en', changedAt: 'x' })]),
    ).toMatchObject({ preferredLang: 'en' });
  });

  it('keeps the used key when access is revoked and granted again by an admin', () => {
    const account = fold([
      registered,
      recorded('BetaAccessGranted', { userId: 'u1', betaKeyId: 'k1', grantedAt: 'x' }),
      recorded('BetaAccessRevoked', { userId: 'u1', revokedAt: 'x' }),
      recorded('BetaAccessGranted', { userId: 'u1', betaKeyId: null, grantedAt: 'x' }),
    ]);
    expect(account).toMatchObject({ hasBetaAccess: true, usedBetaKey: 'k1' });
  });

  it('removes a deleted account, also when the deletion is redelivered', () => {
    const deleted = recorded('AccountDeleted', { userId: 'u1', deletedAt: 'x' });
    expect(fold([registered, deleted])).toBeNull();
    expect(accountsProjection.evolve(null, deleted as never)).toBeNull();
  });
});
