import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  NEARBY_KM,
  serviceById,
  serviceNameInSentence,
  zoneById,
  type DirectoryItem,
  type DirectoryPage,
} from '@gp/shared';
import type { ReactNode } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { ListPager } from '@gp/web-common/components/list-pager';
import { AppLink } from '@gp/web-common/lib/app-links';
import { directoryHref, isRefined, widerSearch, type DirectorySearch } from '../directory-search';
import { useDirectoryTranslation } from '../i18n';
import { ProCard } from './pro-card';
import { HydrateWhenVisible } from '@gp/web-common/app/hydrate-when-visible';

/** Placeholder cards while the first page loads; the live region says what is happening. */
export function ResultsSkeleton() {
  const { t } = useDirectoryTranslation();
  return (
    <Stack gap="md">
      <Text role="status">{t('results.loading')}</Text>
      <div className="directory-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={220} radius="md" />
        ))}
      </div>
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
 * The sentence saying nobody in a searched place matches: none there at all (`near`: nor within
 * NEARBY_KM), or none matching the refinements (open now, a language…), which says nothing about who
 * works there. Undefined for a search without a place.
 */
function useNobodyInZone(search: DirectorySearch, { near }: { near: boolean }): string | undefined {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  const zone = search.zone ? zoneById(search.zone) : undefined;
  if (!zone) return undefined;
  const service = search.service ? serviceById(search.service) : undefined;
  const names = { service: service && serviceNameInSentence(service.name[lang], lang), zone: zone.name, km: NEARBY_KM };
  const refined = isRefined(search);
  if (near) {
    if (refined) return service ? t('empty.nearZoneRefined', names) : t('empty.nearZoneAnyServiceRefined', names);
    return service ? t('empty.nearZone', names) : t('empty.nearZoneAnyService', names);
  }
  if (refined) return service ? t('empty.inZoneRefined', names) : t('empty.inZoneAnyServiceRefined', names);
  return service ? t('empty.inZone', names) : t('empty.inZoneAnyService', names);
}

/**
 * The status line above the results: how many pros, and in a search by place how many serve the
 * place itself and how many only a place nearby ("1 profesional en Tamarindo y 3 cerca"), so the
 * count never presents nearby pros as serving the town searched.
 */
export function ResultsCount({
  page,
  search,
}: {
  page: Pick<DirectoryPage, 'total' | 'nearbyTotal'>;
  search: DirectorySearch;
}) {
  const { t } = useDirectoryTranslation();
  const zone = search.zone ? zoneById(search.zone) : undefined;
  if (!zone) return t('count', { count: page.total });
  const count = page.total - page.nearbyTotal;
  return page.nearbyTotal > 0
    ? t('countInZoneAndNearby', { count, zone: zone.name, nearby: page.nearbyTotal })
    : t('countInZone', { count, zone: zone.name });
}

/**
 * Nobody matched, not even within NEARBY_KM of the place searched: say so plainly, and offer one
 * wider search (the service anywhere, else every pro).
 */
export function NoResults({ search }: { search: DirectorySearch }) {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  const nobody = useNobodyInZone(search, { near: true });
  const wider = widerSearch(search);
  const service = wider?.service ? serviceById(wider.service) : undefined;
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack gap="sm" maw={560}>
        <Title order={2} fz="xl">
          {t('empty.title')}
        </Title>
        {nobody && <Text>{nobody}</Text>}
        {wider && (
          <>
            <Text c="gray.7">{t('empty.body')}</Text>
            <Group>
              <Button component={AppLink} to={directoryHref(lang, wider)} className="wider-search-button">
                {service
                  ? t('empty.seeServiceEverywhere', { service: serviceNameInSentence(service.name[lang], lang) })
                  : t('empty.seeEveryone')}
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
  search: DirectorySearch;
  /** The page is being replaced by the next search's answer. */
  isUpdating: boolean;
  contactActions: (pro: DirectoryItem) => ReactNode;
  hrefOfPage: (page: number) => string;
}

/**
 * One page of result cards and the page links. In a search by place, the pros serving it come
 * first; those serving a place nearby follow under their own heading, and when the place itself
 * has nobody, the first page says so above them.
 */
export function ResultsList({ page, search, isUpdating, contactActions, hrefOfPage }: ResultsListProps) {
  const { t } = useDirectoryTranslation();
  const zone = search.zone ? zoneById(search.zone) : undefined;
  const serving = page.items.filter((pro) => !pro.nearby);
  const nearby = page.items.filter((pro) => pro.nearby);
  const nobodyInZone = useNobodyInZone(search, { near: false });
  const nearbyHeadingId = 'nearby-pros-heading';
  return (
    <Stack gap="lg">
      {serving.length > 0 && (
        <ResultCards
          label={t('results.label')}
          pros={serving}
          isUpdating={isUpdating}
          contactActions={contactActions}
        />
      )}
      {nearby.length > 0 && (
        <Stack component="section" gap="md" aria-labelledby={nearbyHeadingId}>
          {page.page === 1 && serving.length === 0 && nobodyInZone && <Text>{nobodyInZone}</Text>}
          <Title order={2} fz="lg" id={nearbyHeadingId} className="nearby-heading">
            {t('results.nearbyHeading', { km: NEARBY_KM, zone: zone?.name ?? '' })}
          </Title>
          <ResultCards
            labelledBy={nearbyHeadingId}
            pros={nearby}
            isUpdating={isUpdating}
            contactActions={contactActions}
          />
        </Stack>
      )}
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

interface ResultCardsProps {
  pros: DirectoryItem[];
  label?: string;
  labelledBy?: string;
  isUpdating: boolean;
  contactActions: (pro: DirectoryItem) => ReactNode;
}

function ResultCards({ pros, label, labelledBy, isUpdating, contactActions }: ResultCardsProps) {
  return (
    <ul
      className="plain-list directory-grid directory-results"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={isUpdating}
    >
      {pros.map((pro) => (
        <li key={pro.id}>
          {/* A phone shows a card or two: the others hydrate after the first screen, one at a time. */}
          <HydrateWhenVisible>
            <ResultCard pro={pro} contactActions={contactActions} />
          </HydrateWhenVisible>
        </li>
      ))}
    </ul>
  );
}

function ResultCard({ pro, contactActions }: Pick<ResultCardsProps, 'contactActions'> & { pro: DirectoryItem }) {
  return <ProCard pro={pro} contactActions={contactActions(pro)} />;
}
