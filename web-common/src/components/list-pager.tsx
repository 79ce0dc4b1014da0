import { Group, Pagination, Text } from '@mantine/core';
import { useAppTranslation } from '../lib/i18n';
import { AppLink } from '../lib/app-links';

interface ListPagerProps {
  /** The list's name, for the navigation's accessible name ("Reviews pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** Buttons that change the page in place… */
  onChange?: (page: number) => void;
  /** …or links to each page's own URL (crawlable, and the back button returns to the page before). */
  hrefOfPage?: (page: number) => string;
  /** The admin lists say "1–3 of 3" even when everything fits on one page; public lists then show nothing. */
  countOnOnePage?: boolean;
}

/** One page of a paged list (shared `PagedList` answers): where the visitor is ("26–50 of 73") and the page links. */
export function ListPager({ label, page, pageSize, total, onChange, hrefOfPage, countOnOnePage }: ListPagerProps) {
  const { t } = useAppTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && !countOnOnePage) return null;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const link = (target: number) => (hrefOfPage ? { component: AppLink, to: hrefOfPage(target) } : {});
  return (
    <Group component="nav" aria-label={t('list.pagesLabel', { list: label })} justify="space-between" gap="sm">
      <Text c="gray.7" size="sm">
        {t('list.range', { from, to, total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          getItemProps={(item) => ({
            ...link(item),
            'aria-label': t('list.page', { page: item }),
            'aria-current': item === page ? 'page' : undefined,
          })}
          getControlProps={(control) => {
            const target = { first: 1, previous: page - 1, next: page + 1, last: pages }[control];
            const label = t(`list.${control}Page`);
            if (target < 1 || target > pages || target === page) return { 'aria-label': label, disabled: true };
            return { ...link(target), 'aria-label': label };
          }}
        />
      )}
    </Group>
  );
}
