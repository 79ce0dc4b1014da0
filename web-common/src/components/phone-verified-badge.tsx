import { Badge, type MantineSize } from '@mantine/core';
import { useAppTranslation } from '../lib/i18n';

/** "Phone verified": the pro's number was proven by a code (directory cards and the profile page). */
export function PhoneVerifiedBadge({ size }: { size?: MantineSize }) {
  const { t } = useAppTranslation('common');
  return (
    <Badge variant="light" color="blue" size={size}>
      {t('badges.phoneVerified')}
    </Badge>
  );
}
