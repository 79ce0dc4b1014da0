import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { CURRENT_TERMS_VERSION, routeAfterSignIn, safeNextRoute } from '@gp/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useAppNavigate } from '@gp/web-common/lib/app-links';
import { useAcceptTerms } from '../api/accept-terms';
import { useTermsTranslation } from '../i18n';

/**
 * "I agree" under the terms: records the current version, then goes on to nextRoute, or where a
 * fresh sign-in would go (spec §4).
 */
export function TermsAgreement() {
  const { t } = useTermsTranslation();
  const lang = useLang();
  const [searchParams] = useSearchParams();
  const appNavigate = useAppNavigate();
  const { trigger, isMutating } = useAcceptTerms();
  const [error, setError] = useState<string | null>(null);

  const agree = async () => {
    setError(null);
    try {
      const session = await trigger({ version: CURRENT_TERMS_VERSION });
      const next = safeNextRoute(searchParams.get('nextRoute'));
      if (next) return void appNavigate(next);
      if (session?.user) void appNavigate(routeAfterSignIn(session.user, lang, null));
    } catch (caught) {
      setError(apiErrorMessage(caught, lang));
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby="terms-agreement-title"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      bg="blue.0"
    >
      <Stack gap="sm">
        <Title id="terms-agreement-title" order={2} fz={{ base: 20, sm: 22 }}>
          {t('review.agreementTitle')}
        </Title>
        <Text>{t('review.agreementBody')}</Text>
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Button size="md" onClick={() => void agree()} loading={isMutating} style={{ alignSelf: 'flex-start' }}>
          {t('review.agree')}
        </Button>
      </Stack>
    </Paper>
  );
}
