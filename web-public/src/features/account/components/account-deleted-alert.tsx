import { Alert, Container } from '@mantine/core';
import { useAccountTranslation } from '../../../lib/account-i18n';

/** The notice that the account is deleted (account-deleted-notice.tsx decides when). */
export function AccountDeletedAlert() {
  const { t } = useAccountTranslation();
  return (
    <Container size="md" pt="md">
      <Alert color="green" variant="light" role="status" title={t('deleteAccount.done.title')}>
        {t('deleteAccount.done.body')}
      </Alert>
    </Container>
  );
}
