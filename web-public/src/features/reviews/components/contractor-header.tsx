import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { useReviewsTranslation } from '../i18n';

interface ContractorHeaderProps {
  name: string;
  photoUrl: string | null;
}

/** Who the review is about: photo and name, or a neutral "this professional" when unknown. */
export function ContractorHeader({ name, photoUrl }: ContractorHeaderProps) {
  const { t } = useReviewsTranslation();
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <Avatar
        src={photoUrl}
        alt={photoUrl ? t('header.photoAlt', { name }) : undefined}
        aria-hidden={photoUrl ? undefined : true}
        size={64}
        radius={64}
        mt={4}
        color="blue"
      />
      <Stack gap={4} miw={0}>
        <Title order={1} className="title-section" style={{ overflowWrap: 'anywhere' }}>
          {t('header.title', { name })}
        </Title>
        <Text c="gray.7">{t('header.intro', { name })}</Text>
      </Stack>
    </Group>
  );
}
