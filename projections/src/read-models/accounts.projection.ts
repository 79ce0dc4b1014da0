import type { Lang } from '@gp/shared';
import { defineProjection } from '../runtime/projection';

/** One account, for the admin list and the live access feed. Server-side only: it holds the email. */
export type AccountDocument = {
  _id: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  isAnonymous: boolean;
  isAdmin: boolean;
  isAuditor: boolean;
  isContractor: boolean;
  hasBetaAccess: boolean;
  usedBetaKey: string | null;
  acceptedTermsVersion: number | null;
  preferredLang: Lang;
  createdAt: string;
};

export const accountsProjection = defineProjection({
  name: 'accounts',
  collection: 'accounts',
  handles: [
    'UserRegistered',
    'DisplayNameChanged',
    'PhoneNumberVerified',
    'AdminRoleAssigned',
    'AuditorRoleAssigned',
    'AuditorRoleRevoked',
    'ContractorRoleAssigned',
    'ContractorRoleRevoked',
    'BetaAccessGranted',
    'BetaAccessRevoked',
    'TermsAccepted',
    'PreferredLanguageChanged',
    'AccountDeleted',
  ],
  documentId: (event) => event.data.userId,
  evolve: (doc: AccountDocument | null, event): AccountDocument | null => {
    if (event.type === 'UserRegistered') {
      const { userId, email, isAnonymous, preferredLang, registeredAt } = event.data;
      return {
        _id: userId,
        email,
        displayName: null,
        phoneNumber: null,
        isAnonymous,
        isAdmin: false,
        isContractor: false,
        isAuditor: false,
        hasBetaAccess: false,
        usedBetaKey: null,
        acceptedTermsVersion: null,
        preferredLang,
        createdAt: registeredAt,
      };
    }
    if (!doc) return null;
    switch (event.type) {
      case 'DisplayNameChanged':
        return { ...doc, displayName: event.data.displayName };
      case 'PhoneNumberVerified':
        return { ...doc, phoneNumber: event.data.phoneNumber };
      case 'AdminRoleAssigned':
        return { ...doc, isAdmin: true };
      case 'ContractorRoleAssigned':
        return { ...doc, isContractor: true };
      case 'ContractorRoleRevoked':
        return { ...doc, isContractor: false };
      case 'AuditorRoleAssigned':
        return { ...doc, isAuditor: true };
      case 'AuditorRoleRevoked':
        return { ...doc, isAuditor: false };
      case 'BetaAccessGranted':
        return { ...doc, hasBetaAccess: true, usedBetaKey: event.data.betaKeyId ?? doc.usedBetaKey };
      case 'BetaAccessRevoked':
        return { ...doc, hasBetaAccess: false };
      case 'TermsAccepted':
        return { ...doc, acceptedTermsVersion: event.data.version };
      case 'PreferredLanguageChanged':
        return { ...doc, preferredLang: event.data.preferredLang };
      case 'AccountDeleted':
        return null;
    }
  },
  indexes: [
    { name: 'createdAt', keys: { createdAt: -1 } },
    { name: 'isAnonymous_createdAt', keys: { isAnonymous: 1, createdAt: -1 } },
    { name: 'email', keys: { email: 1 } },
  ],
});
