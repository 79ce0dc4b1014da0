import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ACCOUNT_SETUP_STEPS,
  accountSetupPath,
  type AccountSetupStep,
  type ProfileView,
  type SessionUser,
} from '@gp/shared';
import { useRef, type ReactNode, type Ref } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { LoadErrorAlert } from '@gp/web-common/components/load-error-alert';
import { AppLink, useAppNavigate } from '@gp/web-common/lib/app-links';
import { useDisplayNameEditor, type DisplayNameEditor } from '../../../hooks/use-display-name-editor';
import { useProfile } from '../../../lib/api/get-profile';
import { PhotosSection } from './photos-section';
import {
  BasicInfoSection,
  SectionSkeleton,
  ZonesAndHoursSection,
  type ProfileFieldSlot,
  type SectionActions,
} from './profile-sections';
import { stepIndex } from '../setup-steps';
import { useAccountSetupTranslation } from '../setup-i18n';
import { SetupFinish } from './setup-finish';
import { SetupProgress } from './setup-progress';

const NEXT_HINT_ID = 'setup-next-hint';

/** What other features put in the wizard, composed by the route. */
interface SetupSlots {
  /** pro-contact's choices of how clients reach the pro (last step). */
  contactPreferences: ProfileFieldSlot;
  /** The reviews feature's review link with its WhatsApp share button (last step). */
  reviewLink: ReactNode;
}

interface StepSectionProps extends SetupSlots {
  step: AccountSetupStep;
  profile: ProfileView;
  displayName: DisplayNameEditor;
  actionsRef: Ref<SectionActions>;
}

/** The fields of a step: the same sections as the tabs of edit-contractor-profile, then what happens next. */
function StepSection({ step, profile, displayName, actionsRef, contactPreferences, reviewLink }: StepSectionProps) {
  if (step === 'basic-info')
    return <BasicInfoSection profile={profile} displayName={displayName} actionsRef={actionsRef} />;
  if (step === 'service-zones') return <ZonesAndHoursSection profile={profile} actionsRef={actionsRef} />;
  if (step === 'photos') return <PhotosSection profile={profile} headingLevel={3} />;
  return <SetupFinish profile={profile} reviewLink={reviewLink} contactPreferences={contactPreferences} />;
}

/**
 * The account-setup wizard (spec §2): progress, the step, Back and Next; the last step says what
 * happens next and links to the profile. Next on basic info waits for a saved display name.
 * Leaving a step first saves what is still being typed.
 */
export function SetupWizard({
  step,
  user,
  contactPreferences,
  reviewLink,
}: SetupSlots & {
  step: AccountSetupStep;
  user: SessionUser;
}) {
  const { t } = useAccountSetupTranslation();
  const lang = useLang();
  const appNavigate = useAppNavigate();
  const displayName = useDisplayNameEditor(user);
  const { data: profile, error, mutate } = useProfile(user.id);
  const section = useRef<SectionActions>(null);
  const index = stepIndex(step);
  const previous = ACCOUNT_SETUP_STEPS[index - 1];
  const next = ACCOUNT_SETUP_STEPS[index + 1];
  const canGoOn = step !== 'basic-info' || (Boolean(user.displayName) && displayName.error === null);

  const leaveTo = async (path: string) => {
    await Promise.all([section.current?.beforeLeave(), displayName.flush()]);
    void appNavigate(path);
  };

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('title')}
        </Title>
        <Text c="gray.7">{t('intro')}</Text>
      </Stack>
      <SetupProgress current={step} profile={profile} />
      <Paper component="section" aria-labelledby="setup-step-title" withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title id="setup-step-title" order={2} fz={{ base: 20, sm: 24 }}>
              {t(`steps.${step}`)}
            </Title>
            <Text c="gray.7">{t(`stepIntro.${step}`)}</Text>
          </Stack>
          {profile ? (
            <StepSection
              key={step}
              step={step}
              profile={profile}
              displayName={displayName}
              actionsRef={section}
              contactPreferences={contactPreferences}
              reviewLink={reviewLink}
            />
          ) : error ? (
            <LoadErrorAlert error={error} onRetry={() => void mutate()} />
          ) : (
            <SectionSkeleton />
          )}
        </Stack>
      </Paper>
      <Stack gap={6}>
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={!previous}
            onClick={() => previous && void leaveTo(accountSetupPath(lang, previous))}
          >
            {t('back')}
          </Button>
          {next ? (
            <Button
              disabled={!canGoOn}
              onClick={() => void leaveTo(accountSetupPath(lang, next))}
              aria-describedby={canGoOn ? undefined : NEXT_HINT_ID}
            >
              {t('next')}
            </Button>
          ) : (
            <Button component={AppLink} to={`/${lang}/profile/${user.id}`}>
              {t('viewProfile')}
            </Button>
          )}
        </Group>
        {!canGoOn && (
          <Text id={NEXT_HINT_ID} fz="sm" c="gray.7" ta="right">
            {t('nextHint')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
