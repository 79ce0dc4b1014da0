import { Badge } from '@mantine/core';
import type { ReviewStatus } from '@gp/shared';
import { useTranslation } from 'react-i18next';

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={status === 'pending' ? 'blue' : 'green'} variant="light">
      {t(`reviews.status.${status}`)}
    </Badge>
  );
}
