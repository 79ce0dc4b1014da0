import { Badge, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Phone verified": the pro's number was proven by a code (directory cards and the profile page). */
export function PhoneVerifiedBadge({ size }: { size?: MantineSize }) {
  const { t } = useTranslation('common');
  return (
    <Badge variant="light" color="blue" size={size}>
      {t('badges.phoneVerified')}
    </Badge>
  );
}
