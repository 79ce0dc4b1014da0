import { Button, CloseIcon, Group } from '@mantine/core';
import { serviceById, zoneById } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import type { DirectorySearch } from '../directory-search';
import { useDirectoryTranslation } from '../i18n';

interface FilterChipsProps {
  search: DirectorySearch;
  /** The search without the removed filter, from page 1. */
  onSearch: (search: DirectorySearch) => void;
}

/**
 * What the results are narrowed by, as typed or picked (the service, the place, the words), each
 * a button that takes it off in one tap: a search read from a phrase shows how it was read.
 */
export function FilterChips({ search, onSearch }: FilterChipsProps) {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  const service = search.service ? serviceById(search.service)?.name[lang] : undefined;
  const zone = search.zone ? zoneById(search.zone)?.name : undefined;
  const chips: { name: string; without: Partial<DirectorySearch> }[] = [
    ...(service ? [{ name: service, without: { service: undefined } }] : []),
    ...(zone ? [{ name: zone, without: { zone: undefined } }] : []),
    ...(search.q ? [{ name: t('chips.words', { q: search.q }), without: { q: '' } }] : []),
  ];
  if (chips.length === 0) return null;
  return (
    <Group component="ul" className="plain-list" gap="xs" aria-label={t('chips.label')}>
      {chips.map(({ name, without }) => (
        <li key={name}>
          <Button
            variant="light"
            radius="xl"
            size="compact-md"
            rightSection={<CloseIcon size="14" aria-hidden="true" />}
            aria-label={t('chips.remove', { name })}
            onClick={() => onSearch({ ...search, ...without, page: 1 })}
          >
            {name}
          </Button>
        </li>
      ))}
    </Group>
  );
}
