import { ACCOUNT_SETUP_STEPS, type AccountSetupStep, type Lang } from '@gp/shared';

/** Spec §2: a missing or unknown step shows basic info. */
export function isSetupStep(step: string | undefined): step is AccountSetupStep {
  return (ACCOUNT_SETUP_STEPS as readonly string[]).includes(step ?? '');
}

export const setupStepPath = (lang: Lang, step: AccountSetupStep) => `/${lang}/account-setup/${step}`;

export function stepIndex(step: AccountSetupStep): number {
  return ACCOUNT_SETUP_STEPS.indexOf(step);
}
