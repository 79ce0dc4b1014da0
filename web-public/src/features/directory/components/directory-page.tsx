import '../directory.css';
import { Container, Stack, Text, Title } from '@mantine/core';
import { directoryRedirect, landingMeta, landingOfSegments, PAGE_META, type DirectoryItem } from '@gp/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { NotFoundPage } from '@gp/web-common/components/not-found-page';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePros } from '../api/list-pros';
import { directoryHref, searchOfUrl, type DirectorySearch } from '../directory-search';
import { useDirectoryTranslation } from '../i18n';
import { DirectoryFilters } from './directory-filters';
import { FilterChips } from './filter-chips';
import { NoResults, ResultsCount, ResultsError, ResultsList, ResultsSkeleton } from './directory-results';

interface DirectoryPageProps {
  /** The segments after `/{lang}/pros`: a landing page's service and zone. */
  landingSegments: readonly string[];
  /** The contact buttons of a result card (the contact feature's, put in by the route). */
  contactActions: (pro: DirectoryItem) => ReactNode;
}

/**
 * `/{lang}/pros` and its landing pages `/{lang}/pros/{service}/{zone?}`: the search lives in the
 * URL, so every filter change is a history entry and a link shares the exact results.
 */
export function DirectoryPage({ landingSegments, contactActions }: DirectoryPageProps) {
  const { search: query, hash } = useLocation();
  const lang = useLang();
  const search = searchOfUrl(lang, landingSegments, new URLSearchParams(query));
  // A link in the other language's slugs (the server answers it with a 301) replaces the URL here too.
  const redirect = search ? null : directoryRedirect(lang, landingSegments);
  if (redirect !== null) return <Navigate replace to={{ pathname: redirect, search: query, hash }} />;
  if (!search) return <NotFoundPage />;
  return <Directory search={search} landingSegments={landingSegments} contactActions={contactActions} />;
}

function Directory({ search, landingSegments, contactActions }: DirectoryPageProps & { search: DirectorySearch }) {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { data, error, isValidating, mutate } = usePros(search);
  const landing = landingOfSegments(lang, landingSegments);
  const meta = landing ? landingMeta(lang, landing) : { ...PAGE_META.pros[lang], heading: t('title') };

  useEffect(() => {
    document.title = meta.title;
  }, [meta.title]);

  const go = (next: DirectorySearch) => void navigate(directoryHref(lang, next));
  /** Where the focus goes when the last filter chip is removed: the line counting the results. */
  const countLine = useRef<HTMLParagraphElement>(null);
  return (
    <Container size="lg" className="directory-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} className="title-page">
            {meta.heading}
          </Title>
          <Text c="gray.7" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        <DirectoryFilters search={search} onSearch={go} />
        <FilterChips search={search} onSearch={go} focusWhenEmpty={countLine} />
        <Text ref={countLine} tabIndex={-1} fw={600} role="status" aria-live="polite">
          {data ? <ResultsCount page={data} search={search} /> : ''}
        </Text>
        {error && !data ? (
          <ResultsError onRetry={() => void mutate()} />
        ) : !data ? (
          <ResultsSkeleton />
        ) : data.total === 0 ? (
          <NoResults search={search} />
        ) : (
          <ResultsList
            page={data}
            search={search}
            isUpdating={isValidating}
            contactActions={contactActions}
            hrefOfPage={(page) => directoryHref(lang, { ...search, page })}
          />
        )}
      </Stack>
    </Container>
  );
}
