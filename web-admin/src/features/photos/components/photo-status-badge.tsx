import { Badge } from '@mantine/core';
import type { AdminPhoto } from '@gp/shared';
import { useAppTranslation } from '@gp/web-common/lib/i18n';

const COLORS: Record<AdminPhoto['status'], string> = { pending: 'blue', approved: 'green', rejected: 'red' };

export function PhotoStatusBadge({ status }: { status: AdminPhoto['status'] }) {
  const { t } = useAppTranslation('admin');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`photos.status.${status}`)}
    </Badge>
  );
}
