import { photoSources, type AdminAccount, type AdminPhoto, type AdminReview, type BetaKeyView } from '@gp/shared';

export function adminAccount(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    id: 'user-ana',
    email: 'ana@example.com',
    displayName: 'Ana Rojas',
    phoneNumber: '+50688887777',
    phoneNumberDisplay: '+506 8888 7777',
    hasBetaAccess: true,
    isAdmin: false,
    isAuditor: false,
    isContractor: true,
    isAnonymous: false,
    createdAt: '2025-03-04T18:30:00.000Z',
    stats: { days: 30, profileViews: 12, whatsappTaps: 3, callTaps: 1, leads: 2 },
    ...overrides,
  };
}

export function adminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 'review-1',
    authorName: 'Luis Mora',
    authorAccountName: 'Luis Mora',
    rating: 4,
    title: 'Fixed our roof before the rains',
    body: 'Quick and tidy.',
    createdAt: '2025-03-05T15:00:00.000Z',
    reply: null,
    contractorId: 'user-ana',
    contractorName: 'Ana Rojas',
    status: 'pending',
    isLive: false,
    removal: null,
    statedEmail: 'luis@example.com',
    authorId: 'user-luis',
    authorIsAnonymous: false,
    revision: 0,
    ...overrides,
  };
}

export function adminPhoto(overrides: Partial<AdminPhoto> = {}): AdminPhoto {
  return {
    userId: 'user-ana',
    photoId: 'photo-1',
    ownerName: 'Ana Rojas',
    uploadedAt: '2025-03-06T15:00:00.000Z',
    status: 'pending',
    kind: 'work',
    rejection: null,
    thumbnailUrl: '/api/v1/photos/user-ana/photo-1/thumbnail',
    thumbnailSources: photoSources('user-ana', 'photo-1', 'square'),
    ...overrides,
  };
}

/** A list answer of the admin API holding these items on its first page. */
export const pageOf = <T>(items: T[], pageSize: number) => ({ items, total: items.length, page: 1, pageSize });

export function betaKeyView(overrides: Partial<BetaKeyView> = {}): BetaKeyView {
  return {
    id: 'key-1',
    status: 'unused',
    note: 'Plomero de Tamarindo',
    isConsumed: false,
    issuedAt: '2025-03-04T18:30:00.000Z',
    issuedBy: 'user-admin',
    issuedByName: 'Marta Admin',
    consumedAt: null,
    consumedBy: null,
    consumedByName: null,
    revokedAt: null,
    revokedBy: null,
    revokedByName: null,
    signUpLinks: {
      en: 'https://pros.example/en/create-account?betakey=key-1&role=contractor',
      es: 'https://pros.example/es/create-account?betakey=key-1&role=contractor',
    },
    ...overrides,
  };
}
