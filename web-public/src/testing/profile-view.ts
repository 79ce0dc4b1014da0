import type { ProfileView } from '@gp/shared';

/** A contractor's profile as the API answers it to its owner; override what the test is about. */
export function profileView(overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    id: 'pro-1',
    displayName: 'Playa Fix',
    description: { en: 'Repairs <b>and</b> plumbing.' },
    isContractor: true,
    serviceIds: ['plumbing'],
    zoneIds: ['tamarindo'],
    languageCodes: ['es'],
    hours: null,
    photos: [],
    profilePhoto: null,
    coverPhoto: null,
    rating: { average: null, count: 0, starPercents: [0, 0, 0, 0, 0] },
    isPublic: false,
    responseSignal: null,
    viewer: { isOwner: true, isAdmin: false },
    contact: { whatsapp: false, call: false, message: true },
    phoneVerified: false,
    phoneNumber: null,
    ...overrides,
  };
}
