import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useReviewsTranslation } from '../i18n';
import { reviewFormPath } from '../review-links';
import { unfinishedReviewContractor } from '../review-draft';

/**
 * Above the account's reviews: a review the member started and did not send (the draft the review
 * form keeps in local storage), with the way back to its form. Read once, in the browser only.
 */
export function ReviewDraftNotice() {
  const { t } = useReviewsTranslation();
  const lang = useLang();
  // The account page is not rendered on the server; still, without a window there is no draft.
  const [contractorId] = useState(() => unfinishedReviewContractor());
  if (!contractorId) return null;
  return (
    <Alert color="blue" radius="md" title={t('draftNotice.title')}>
      <Button component={AppLink} to={reviewFormPath(lang, contractorId)} size="compact-md">
        {t('draftNotice.continue')}
      </Button>
    </Alert>
  );
}
