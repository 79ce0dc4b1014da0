import { ActionIcon, Group } from '@mantine/core';
import { useAppTranslation } from '../../../lib/i18n';
import { SOCIAL_LINKS } from '../social-links';

export function SocialLinksRow() {
  const { t } = useAppTranslation();
  return (
    <Group gap="xs">
      {SOCIAL_LINKS.map(({ network, url, Icon }) => (
        <ActionIcon
          key={network}
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="gray.0"
          size="lg"
          aria-label={t('footer.socialLabel', { network })}
        >
          <Icon />
        </ActionIcon>
      ))}
    </Group>
  );
}
