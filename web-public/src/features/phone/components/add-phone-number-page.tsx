import '../phone.css';
import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  FROM_SETUP,
  accountSetupPath,
  formatPhoneNumber,
  type ProfileView,
  type VerifyPhoneChallengeResponse,
} from '@gp/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import { AppLink, useAppNavigate } from '@gp/web-common/lib/app-links';
import { useGuardedUser } from '../../../components/restricted-route';
import { useProfile, useRefreshProfile } from '../../../lib/api/get-profile';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { usePhoneTranslation } from '../i18n';
import { PhoneVerification } from './phone-verification';

/** How long the success message stays before the page returns to the profile by itself. */
export const RETURN_TO_PROFILE_MS = 5000;

interface Verified {
  phoneNumber: string;
  /** null while the pro chooses whether clients may reach them at it; the countdown starts after. */
  returnAt: number | null;
}

/**
 * The step after a pro's number is verified, composed by the route (another feature's): what
 * clients would see, and the pro's choice whether to publish the number. `onChosen` moves on.
 */
export type ContactChoiceSlot = (step: {
  profile: ProfileView;
  phoneNumber: string;
  onChosen: () => void;
}) => ReactNode;

/**
 * /{lang}/add-phone-number (restricted): verifies a number and puts it on the account (replacing
 * the one it had), then shows the success and returns to the profile, where the owner sees it, or
 * to the setup wizard's last step when the pro came from there.
 */
export function AddPhoneNumberPage({ contactChoice }: { contactChoice?: ContactChoiceSlot } = {}) {
  const { t } = usePhoneTranslation();
  usePageTitle(t('attach.pageTitle'));
  const user = useGuardedUser();
  const lang = useLang();
  const { data: profile } = useProfile(user.id);
  const refreshProfile = useRefreshProfile(user.id);
  const [verified, setVerified] = useState<Verified | null>(null);
  const [searchParams] = useSearchParams();
  // A pro goes back to their profile, where the owner sees the number (or to the wizard they came from);
  // a client has none, so to their account.
  const back: ReturnDestination = !user.isContractor
    ? { path: `/${lang}/account`, place: 'account' }
    : searchParams.get(FROM_SETUP.param) === FROM_SETUP.value
      ? { path: accountSetupPath(lang, 'finish'), place: 'setup' }
      : { path: `/${lang}/profile/${user.id}`, place: 'profile' };

  const onVerified = async (result: VerifyPhoneChallengeResponse) => {
    if (result.purpose !== 'attach') return;
    // The profile page then shows the new number at once (read-your-writes).
    await refreshProfile(result.position);
    // A pro chooses next whether clients may reach them at the number; nothing is published before.
    const chooses = user.isContractor && contactChoice !== undefined;
    setVerified({ phoneNumber: result.phoneNumber, returnAt: chooses ? null : Date.now() + RETURN_TO_PROFILE_MS });
  };
  const chosen = () => setVerified((current) => current && { ...current, returnAt: Date.now() + RETURN_TO_PROFILE_MS });

  return (
    <Container size={480} py={{ base: 32, sm: 64 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {t('attach.title')}
          </Title>
          <Text c="gray.7">{t('attach.intro')}</Text>
          {profile?.phoneNumber && !verified && (
            <Text c="gray.7">{t('attach.currentNumber', { phoneNumber: formatPhoneNumber(profile.phoneNumber) })}</Text>
          )}
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          {verified && verified.returnAt === null ? (
            <Stack gap="lg">
              <VerifiedHeading phoneNumber={verified.phoneNumber} focus={false} />
              {profile && contactChoice?.({ profile, phoneNumber: verified.phoneNumber, onChosen: chosen })}
            </Stack>
          ) : verified?.returnAt ? (
            <VerifiedNotice phoneNumber={verified.phoneNumber} returnAt={verified.returnAt} back={back} />
          ) : (
            <PhoneVerification purpose="attach" onVerified={(result) => void onVerified(result)} />
          )}
        </Paper>
        {!verified && (
          <Button component={AppLink} to={back.path} variant="subtle" style={{ alignSelf: 'center' }}>
            {t(`attach.cancel.${back.place}`)}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

interface ReturnDestination {
  path: string;
  place: 'profile' | 'account' | 'setup';
}

/** The success state: focused so it is read out, with a visible countdown back to where the member came from. */
function VerifiedNotice({
  phoneNumber,
  returnAt,
  back,
}: {
  phoneNumber: string;
  returnAt: number;
  back: ReturnDestination;
}) {
  const { t } = usePhoneTranslation();
  const appNavigate = useAppNavigate();
  const seconds = useSecondsLeft(returnAt);
  useEffect(() => {
    if (seconds === 0) void appNavigate(back.path);
  }, [seconds, appNavigate, back.path]);
  return (
    <Stack gap="sm">
      <VerifiedHeading phoneNumber={phoneNumber} focus />
      <Text c="gray.7">{t(`success.returning.${back.place}`, { count: seconds })}</Text>
      <Button component={AppLink} to={back.path} size="md">
        {t(`success.goTo.${back.place}`)}
      </Button>
    </Stack>
  );
}

/** "Number verified" and the number; focused (so it is read out) unless a step that follows takes the focus. */
function VerifiedHeading({ phoneNumber, focus }: { phoneNumber: string; focus: boolean }) {
  const { t } = usePhoneTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="green.4" size={40} radius="xl" aria-hidden="true">
          <CheckIcon />
        </ThemeIcon>
        <Title ref={heading} tabIndex={-1} order={2} fz="xl" className="phone-success-title">
          {t('success.title')}
        </Title>
      </Group>
      <Text>{t('success.body', { phoneNumber: formatPhoneNumber(phoneNumber) })}</Text>
    </Stack>
  );
}

function CheckIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}
