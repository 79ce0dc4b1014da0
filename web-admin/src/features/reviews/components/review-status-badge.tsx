import { Badge } from '@mantine/core';
import type { ReviewStatus } from '@gp/shared';
import { useAppTranslation } from '@gp/web-common/lib/i18n';

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useAppTranslation('admin');
  return (
    <Badge color={status === 'pending' ? 'blue' : 'green'} variant="light">
      {t(`reviews.status.${status}`)}
    </Badge>
  );
}
