import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { serviceById, zoneById, type DirectoryItem, type DirectoryPage } from '@gp/shared';
import type { ReactNode } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { ListPager } from '@gp/web-common/components/list-pager';
import { AppLink } from '@gp/web-common/lib/app-links';
import { directoryHref, isRefined, widerSearch, type DirectorySearch } from '../directory-search';
import { useDirectoryTranslation } from '../i18n';
import { ProCard } from './pro-card';

/** Placeholder cards while the first page loads; the live region says what is happening. */
export function ResultsSkeleton() {
  const { t } = useDirectoryTranslation();
  return (
    <Stack gap="md">
      <Text role="status">{t('results.loading')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={220} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ResultsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useDirectoryTranslation();
  return (
    <Alert color="red" role="alert" title={t('results.error')}>
      <Button variant="white" color="red" mt="xs" onClick={onRetry}>
        {t('results.retry')}
      </Button>
    </Alert>
  );
}

/**
 * Nobody matched: say so plainly, and offer the nearest wider search (the service and place
 * without the refinements, then the canton of a town, then everywhere).
 */
export function NoResults({ search }: { search: DirectorySearch }) {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  const zone = search.zone ? zoneById(search.zone) : undefined;
  const service = search.service ? serviceById(search.service) : undefined;
  const refined = isRefined(search);
  const wider = widerSearch(search);
  const names = { service: service?.name[lang], zone: zone?.name };
  const widerLabel = () => {
    if (!wider) return null;
    if (refined && zone) return service ? t('empty.seeServiceInZone', names) : t('empty.seeAllInZone', names);
    if (wider.zone) return t('empty.seeCanton', { canton: zoneById(wider.zone)?.name });
    if (search.zone) return t('empty.seeAllZones');
    if (wider.search.service) return t('empty.seeService');
    return t('empty.seeEveryone');
  };
  // With refinements on (open now, a language…) the pros of the place may be there, only not matching.
  const inZone = () => {
    if (refined) return service ? t('empty.inZoneRefined', names) : t('empty.inZoneAnyServiceRefined', names);
    return service ? t('empty.inZone', names) : t('empty.inZoneAnyService', names);
  };
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack gap="sm" maw={560}>
        <Title order={2} fz="xl">
          {t('empty.title')}
        </Title>
        {zone && <Text>{inZone()}</Text>}
        {wider && (
          <>
            <Text c="gray.7">{t('empty.body')}</Text>
            <Group>
              <Button component={AppLink} to={directoryHref(lang, wider.search)} className="wider-search-button">
                {widerLabel()}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

interface ResultsListProps {
  page: DirectoryPage;
  /** The page is being replaced by the next search's answer. */
  isUpdating: boolean;
  contactActions: (pro: DirectoryItem) => ReactNode;
  hrefOfPage: (page: number) => string;
}

/** One page of result cards and the page links. */
export function ResultsList({ page, isUpdating, contactActions, hrefOfPage }: ResultsListProps) {
  const { t } = useDirectoryTranslation();
  return (
    <Stack gap="lg">
      <SimpleGrid
        component="ul"
        className="plain-list directory-results"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        aria-label={t('results.label')}
        aria-busy={isUpdating}
      >
        {page.items.map((pro) => (
          <li key={pro.id}>
            <ProCard pro={pro} contactActions={contactActions(pro)} />
          </li>
        ))}
      </SimpleGrid>
      <ListPager
        label={t('results.listName')}
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        hrefOfPage={hrefOfPage}
      />
    </Stack>
  );
}
