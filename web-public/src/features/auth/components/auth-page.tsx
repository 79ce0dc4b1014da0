import { Anchor, Container, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_ROLES, safeNextRoute, type AccountRole, type AuthResult } from '@gp/shared';
import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import { AppLink, useAppNavigate } from '@gp/web-common/lib/app-links';
import {
  authLinkParams,
  destinationAfterAuth,
  prefilledEmail,
  type AuthLinkParams,
  type Credentials,
  type CredentialsMode,
} from '../../../lib/credentials';
import { useAuthTranslation } from '../i18n';
import { CredentialsForm } from './credentials-form';
import { BetaAccessNote } from './beta-access-note';
import { GoogleSignInButton } from './google-sign-in-button';

interface AuthPageProps {
  mode: CredentialsMode;
  submit: (credentials: Credentials, params: AuthLinkParams) => Promise<AuthResult>;
  /** Another way in, under the email form (sign-in: the phone). */
  alternative?: ReactNode;
}

/** What differs between the two pages; everything else is shared. */
const PAGES = {
  'sign-up': { texts: 'signUp', otherPage: 'signin' },
  'sign-in': { texts: 'signIn', otherPage: 'create-account' },
} as const;

/**
 * /{lang}/create-account and /{lang}/signin (spec §2): the link's query (role, betakey,
 * reviewId, nextRoute) is acted on here and kept when switching to the other page.
 */
export function AuthPage({ mode, submit, alternative }: AuthPageProps) {
  const { t } = useAuthTranslation();
  const lang = useLang();
  // The history state may bring the email typed on the review form (never the address).
  const { search, state } = useLocation();
  const initialEmail = prefilledEmail(state);
  const [searchParams] = useSearchParams();
  const appNavigate = useAppNavigate();
  const linkParams = authLinkParams(searchParams);
  const { texts, otherPage } = PAGES[mode];
  // Issue 15: a sign-up chooses client or pro; the link's ?role=contractor only preselects it.
  const [role, setRole] = useState<AccountRole>(linkParams.role ?? 'client');
  const params: AuthLinkParams = mode === 'sign-up' ? { ...linkParams, role } : linkParams;
  const asContractor = mode === 'sign-up' && role === 'contractor';
  const title = t(asContractor ? 'signUp.contractorTitle' : `${texts}.title`);
  usePageTitle(t(asContractor ? 'signUp.contractorTitle' : `${texts}.pageTitle`));

  const onAuthenticated = (result: AuthResult) =>
    void appNavigate(destinationAfterAuth(result, lang, params.nextRoute));

  return (
    <Container size={440} className="page-block-form">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} className="title-form">
            {title}
          </Title>
          <Text c="gray.7">{t(asContractor ? 'signUp.contractorIntro' : `${texts}.intro`)}</Text>
        </Stack>
        <Paper withBorder radius="md" className="card-padding" shadow="xs">
          <Stack gap="md">
            {mode === 'sign-up' && (
              <Radio.Group
                name="role"
                label={t('signUp.roleLabel')}
                value={role}
                onChange={(value) => setRole(value as AccountRole)}
              >
                <Stack gap="sm" mt="xs">
                  {ACCOUNT_ROLES.map((option) => (
                    <Radio
                      key={option}
                      value={option}
                      label={t(`signUp.roles.${option}`)}
                      description={t(`signUp.roleHints.${option}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            {mode === 'sign-up' && (
              <BetaAccessNote
                role={role}
                invited={params.betaKey !== undefined}
                returns={safeNextRoute(params.nextRoute) !== null}
              />
            )}
            <GoogleSignInButton params={params} />
            <CredentialsForm
              mode={mode}
              submitLabel={t(`${texts}.submit`)}
              onSubmit={(credentials) => submit(credentials, params)}
              onAuthenticated={onAuthenticated}
              initialEmail={initialEmail}
            />
            {alternative}
          </Stack>
        </Paper>
        <Text ta="center">
          {t(`${texts}.switchPrompt`)}{' '}
          <Anchor component={AppLink} to={`/${lang}/${otherPage}${search}`} state={state} fw={600}>
            {t(`${texts}.switchLink`)}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
