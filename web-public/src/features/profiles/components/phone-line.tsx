import { Button, Group, Text } from '@mantine/core';
import { formatPhoneNumber } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useProfileTranslation } from '../i18n';

/** Spec §2, §6: the owner sees their phone number and can add or change it. */
export function PhoneLine({ phoneNumber }: { phoneNumber: string | null }) {
  const { t } = useProfileTranslation();
  const lang = useLang();
  return (
    <Group gap="sm" wrap="wrap">
      <Text c={phoneNumber ? undefined : 'gray.7'}>
        {phoneNumber ? t('phone.number', { phoneNumber: formatPhoneNumber(phoneNumber) }) : t('phone.none')}
      </Text>
      <Button component={AppLink} to={`/${lang}/add-phone-number`} variant="default" size="compact-sm">
        {phoneNumber ? t('phone.change') : t('phone.add')}
      </Button>
    </Group>
  );
}
