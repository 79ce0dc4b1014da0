import { Badge } from '@mantine/core';
import { useAppTranslation } from '../lib/i18n';

/** "Open now" or "Closed now" by a pro's weekly hours (directory cards and the profile page). */
export function OpenNowBadge({ open }: { open: boolean }) {
  const { t } = useAppTranslation('common');
  return (
    <Badge variant="light" color={open ? 'green' : 'gray'}>
      {t(open ? 'badges.openNow' : 'badges.closedNow')}
    </Badge>
  );
}
