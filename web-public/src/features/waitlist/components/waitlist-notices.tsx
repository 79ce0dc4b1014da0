import { Alert, Stack } from '@mantine/core';
import { REVIEW_SUCCESS_PARAM } from '@gp/shared';
import { useSearchParams } from 'react-router';
import { INVALID_INVITE_PARAM } from '../../../lib/credentials';
import { useWaitlistTranslation } from '../i18n';

/** Spec §2: `?reviewsuccess` thanks a reviewer; a used-up invitation link is explained. */
export function WaitlistNotices() {
  const { t } = useWaitlistTranslation();
  const [searchParams] = useSearchParams();
  const reviewSaved = searchParams.has(REVIEW_SUCCESS_PARAM);
  const invalidInvite = searchParams.has(INVALID_INVITE_PARAM);
  if (!reviewSaved && !invalidInvite) return null;
  return (
    <Stack gap="sm">
      {reviewSaved && (
        <Alert role="status" color="green" variant="light" title={t('notices.reviewSavedTitle')}>
          {t('notices.reviewSavedBody')}
        </Alert>
      )}
      {invalidInvite && (
        <Alert role="status" color="blue" variant="light" title={t('notices.invalidInviteTitle')}>
          {t('notices.invalidInviteBody')}
        </Alert>
      )}
    </Stack>
  );
}
