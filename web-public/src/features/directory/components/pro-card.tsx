import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { languageByCode, serviceById, zoneById, type DirectoryItem } from '@gp/shared';
import type { ReactNode } from 'react';
import { LanguageFlag } from '@gp/web-common/components/language-flag';
import { OpenNowBadge } from '@gp/web-common/components/open-now-badge';
import { PhoneVerifiedBadge } from '@gp/web-common/components/phone-verified-badge';
import { ResponsivePhoto } from '@gp/web-common/components/responsive-photo';
import { StarRating } from '@gp/web-common/components/star-rating';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { formatAverage } from '@gp/web-common/lib/format-rating';
import { initials } from '../../../lib/initials';
import { useDirectoryTranslation } from '../i18n';

/** A card lists this many services or zones, then "+n more": the profile has the rest. */
const LISTED = 3;

function ShortList({ label, names }: { label: string; names: string[] }) {
  const { t } = useDirectoryTranslation();
  if (names.length === 0) return null;
  const rest = names.length - LISTED;
  return (
    <Text size="sm" lh={1.5}>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {names.slice(0, LISTED).join(', ')}
      {rest > 0 && ` ${t('card.more', { count: rest })}`}
    </Text>
  );
}

/** One pro in the results: who, how well reviewed, what and where, and the ways to reach them. */
export function ProCard({ pro, contactActions }: { pro: DirectoryItem; contactActions: ReactNode }) {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  const name = pro.displayName ?? t('card.unnamed');
  const profilePath = `/${lang}/profile/${pro.id}`;
  const headingId = `pro-card-${pro.id}`;
  return (
    <Paper component="article" withBorder radius="md" p="md" className="pro-card" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Avatar size={72} radius="md" color="blue">
            {pro.profilePhotoSources ? (
              <ResponsivePhoto
                sources={pro.profilePhotoSources}
                alt=""
                sizes="72px"
                className="responsive-photo-fill"
              />
            ) : (
              <span aria-hidden="true">{initials(name)}</span>
            )}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Title order={2} fz="lg" id={headingId} className="pro-card-name">
              <AppLink to={profilePath}>{name}</AppLink>
            </Title>
            <Group gap={6} wrap="nowrap">
              <StarRating rating={pro.rating.average} size="sm" />
              <Text size="sm" c="gray.7">
                {formatAverage(pro.rating.average, lang)} · {t('card.reviews', { count: pro.rating.count })}
              </Text>
            </Group>
            <Group gap={6}>
              <OpenNowBadge open={pro.openNow} />
              {pro.phoneVerified && <PhoneVerifiedBadge />}
            </Group>
          </Stack>
        </Group>
        <ShortList label={t('card.services')} names={pro.serviceIds.map((id) => serviceById(id)?.name[lang] ?? id)} />
        <ShortList label={t('card.zones')} names={pro.zoneIds.map((id) => zoneById(id)?.name ?? id)} />
        {pro.languageCodes.length > 0 && (
          <Text size="sm" lh={1.5}>
            <Text span fw={600}>
              {t('card.languages')}:
            </Text>{' '}
            {pro.languageCodes.map((code, index) => (
              <span key={code} className="pro-card-language">
                {index > 0 && ', '}
                <LanguageFlag code={code} /> {languageByCode(code)?.name[lang] ?? code}
              </span>
            ))}
          </Text>
        )}
        <Group gap="sm" mt="auto" align="flex-start">
          {contactActions}
          <Button component={AppLink} to={profilePath} variant="default" aria-label={t('card.viewProfileOf', { name })}>
            {t('card.viewProfile')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
