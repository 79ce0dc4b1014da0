import { Badge } from '@mantine/core';
import type { AdminPhoto } from '@gp/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AdminPhoto['status'], string> = { pending: 'blue', approved: 'green', rejected: 'red' };

export function PhotoStatusBadge({ status }: { status: AdminPhoto['status'] }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`photos.status.${status}`)}
    </Badge>
  );
}
