import { Button, CloseIcon, Group } from '@mantine/core';
import { serviceById, zoneById } from '@gp/shared';
import { useEffect, useRef, type RefObject } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import type { DirectorySearch } from '../directory-search';
import { useDirectoryTranslation } from '../i18n';

interface FilterChipsProps {
  search: DirectorySearch;
  /** The search without the removed filter, from page 1. */
  onSearch: (search: DirectorySearch) => void;
  /** Takes the keyboard focus when the last chip is removed (the chips' own buttons are gone). */
  focusWhenEmpty?: RefObject<HTMLElement | null>;
}

/**
 * What the results are narrowed by, as typed or picked (the service, the place, the words), each
 * a button that takes it off in one tap: a search read from a phrase shows how it was read. The
 * focus stays on the chips: a removed chip's place goes to the next one (else the one before), and
 * after the last one to `focusWhenEmpty`, never to the page's start.
 */
export function FilterChips({ search, onSearch, focusWhenEmpty }: FilterChipsProps) {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  const service = search.service ? serviceById(search.service)?.name[lang] : undefined;
  const zone = search.zone ? zoneById(search.zone)?.name : undefined;
  const chips: { name: string; without: Partial<DirectorySearch> }[] = [
    ...(service ? [{ name: service, without: { service: undefined } }] : []),
    ...(zone ? [{ name: zone, without: { zone: undefined } }] : []),
    ...(search.q ? [{ name: t('chips.words', { q: search.q }), without: { q: '' } }] : []),
  ];
  // Mantine types the ref of a Group as a div whatever element it renders (here a ul).
  const list = useRef<HTMLDivElement>(null);
  /** The place of the chip just removed, until the chips without it are drawn. */
  const removedAt = useRef<number | null>(null);
  const names = chips.map(({ name }) => name).join('\n');
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(at, buttons.length - 1)] ?? focusWhenEmpty?.current;
    next?.focus();
  }, [names, focusWhenEmpty]);
  if (chips.length === 0) return null;
  return (
    <Group component="ul" ref={list} className="plain-list" gap="xs" aria-label={t('chips.label')}>
      {chips.map(({ name, without }, index) => (
        <li key={name}>
          <Button
            variant="light"
            radius="xl"
            size="compact-md"
            rightSection={<CloseIcon size="14" aria-hidden="true" />}
            aria-label={t('chips.remove', { name })}
            onClick={() => {
              removedAt.current = index;
              onSearch({ ...search, ...without, page: 1 });
            }}
          >
            {name}
          </Button>
        </li>
      ))}
    </Group>
  );
}
