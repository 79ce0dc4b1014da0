import { ACCOUNT_SETUP_STEPS, type AccountSetupStep, type ProfileView } from '@gp/shared';

/** Spec §2: a missing or unknown step shows basic info. */
export function isSetupStep(step: string | undefined): step is AccountSetupStep {
  return (ACCOUNT_SETUP_STEPS as readonly string[]).includes(step ?? '');
}

export function stepIndex(step: AccountSetupStep): number {
  return ACCOUNT_SETUP_STEPS.indexOf(step);
}

/** What a step needs before its progress mark says it is done (a step only visited is not). */
const FILLED: Record<AccountSetupStep, (profile: ProfileView) => boolean> = {
  'basic-info': (profile) => Boolean(profile.displayName?.trim()) && profile.serviceIds.length > 0,
  // Hours stay null until saved, the suggested week included ("Keep these hours").
  'service-zones': (profile) => profile.zoneIds.length > 0 && profile.hours !== null,
  photos: (profile) => profile.profilePhoto !== null || profile.coverPhoto !== null || profile.photos.length > 0,
  // A verified number and an answer on publishing it ('default': not answered yet, so not published).
  finish: (profile) =>
    profile.phoneVerified && (profile.contactChoice === 'chosen' || profile.contactChoice === 'implied'),
};

export const isStepFilled = (step: AccountSetupStep, profile: ProfileView) => FILLED[step](profile);
