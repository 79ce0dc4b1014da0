import { ACCOUNT_SETUP_STEPS, defaultHours, type AccountSetupStep, type ProfileView } from '@gp/shared';
import { photoView } from '../../testing/photo-view';
import { profileView } from '../../testing/profile-view';
import { isSetupStep, isStepFilled } from './setup-steps';

/** A pro who has just signed up: nothing filled. */
const blank = (overrides: Partial<ProfileView> = {}) =>
  profileView({
    displayName: null,
    description: {},
    serviceIds: [],
    zoneIds: [],
    languageCodes: [],
    hours: null,
    contactChoice: 'default',
    ...overrides,
  });

const filledSteps = (profile: ProfileView) => ACCOUNT_SETUP_STEPS.filter((step) => isStepFilled(step, profile));

describe('setup progress marks follow what is filled', () => {
  it('marks nothing done for a new pro', () => {
    expect(filledSteps(blank())).toEqual([]);
  });

  it.each<[AccountSetupStep, Partial<ProfileView>, Partial<ProfileView>]>([
    // [step, what is still missing, the rest already there]
    ['basic-info', { displayName: null }, { serviceIds: ['plumbing'] }],
    ['basic-info', { displayName: '   ' }, { serviceIds: ['plumbing'] }],
    ['basic-info', { serviceIds: [] }, { displayName: 'Playa Fix' }],
    ['service-zones', { zoneIds: [] }, { hours: defaultHours() }],
    ['service-zones', { hours: null }, { zoneIds: ['nosara'] }],
    ['finish', { phoneVerified: false }, { contactChoice: 'chosen' }],
    ['finish', { contactChoice: 'default' }, { phoneVerified: true, phoneNumber: '+50688887777' }],
  ])('keeps %s undone while %j is missing', (step, missing, rest) => {
    expect(isStepFilled(step, blank({ ...rest, ...missing }))).toBe(false);
  });

  it.each<[AccountSetupStep, string, Partial<ProfileView>]>([
    ['basic-info', 'a name and a service', { displayName: 'Playa Fix', serviceIds: ['plumbing'] }],
    ['service-zones', 'a zone and saved hours', { zoneIds: ['nosara'], hours: defaultHours() }],
    ['photos', 'a profile photo', { profilePhoto: photoView('me') }],
    ['photos', 'a cover photo', { coverPhoto: photoView('cover') }],
    ['photos', 'a work photo', { photos: [photoView('deck')] }],
    [
      'finish',
      'a verified number and a choice',
      { phoneVerified: true, phoneNumber: '+50688887777', contactChoice: 'chosen' },
    ],
    [
      'finish',
      'a verified number published before choices were asked',
      { phoneVerified: true, phoneNumber: '+50688887777', contactChoice: 'implied' },
    ],
  ])('marks only %s done once it has %s', (step, _what, filled) => {
    expect(filledSteps(blank(filled))).toEqual([step]);
  });

  it('marks every step of a finished setup', () => {
    const done = blank({
      displayName: 'Playa Fix',
      serviceIds: ['plumbing'],
      zoneIds: ['nosara'],
      hours: defaultHours(),
      photos: [photoView('deck')],
      phoneVerified: true,
      phoneNumber: '+50688887777',
      contactChoice: 'chosen',
    });
    expect(filledSteps(done)).toEqual(ACCOUNT_SETUP_STEPS);
  });
});

describe('isSetupStep', () => {
  it('knows the four steps, the last one included, and nothing else', () => {
    expect(ACCOUNT_SETUP_STEPS.every((step) => isSetupStep(step))).toBe(true);
    expect(isSetupStep('finish')).toBe(true);
    expect(isSetupStep('done')).toBe(false);
    expect(isSetupStep(undefined)).toBe(false);
  });
});
