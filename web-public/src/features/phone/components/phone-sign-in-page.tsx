import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { VerifyPhoneChallengeResponse } from '@gp/shared';
import { useLocation, useSearchParams } from 'react-router';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import { AppLink, useAppNavigate } from '@gp/web-common/lib/app-links';
import { authLinkParams, destinationAfterAuth } from '../../../lib/credentials';
import { usePhoneTranslation } from '../i18n';
import { signInSearch } from '../phone-sign-in-link';
import { PhoneVerification } from './phone-verification';

/**
 * /{lang}/signin?method=phone: signs in the account whose verified number receives the code,
 * then goes where an email sign-in would (spec §4 routing after sign-in).
 */
export function PhoneSignInPage() {
  const { t } = usePhoneTranslation();
  usePageTitle(t('signIn.pageTitle'));
  const lang = useLang();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const appNavigate = useAppNavigate();

  const onVerified = (result: VerifyPhoneChallengeResponse) => {
    if (result.purpose === 'sign-in')
      void appNavigate(destinationAfterAuth(result, lang, authLinkParams(searchParams).nextRoute));
  };

  return (
    <Container size={440} className="page-block-form">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} className="title-form">
            {t('signIn.title')}
          </Title>
          <Text c="gray.7">{t('signIn.intro')}</Text>
        </Stack>
        <Paper withBorder radius="md" className="card-padding" shadow="xs">
          <PhoneVerification purpose="sign-in" onVerified={onVerified} />
        </Paper>
        <Text ta="center">
          <Anchor
            component={AppLink}
            to={`${pathname}${signInSearch(searchParams, false)}`}
            fw={600}
            className="target-link"
          >
            {t('signIn.useEmail')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
