import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPagerProps {
  /** The list's name, for the navigation's accessible name. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Where in a paged list the admin is ("26–50 of 73") and the page links, when there is more than one page. */
export function ListPager({ label, page, pageSize, total, onChange }: ListPagerProps) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
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
            'aria-label': t('list.page', { page: item }),
            'aria-current': item === page ? 'page' : undefined,
          })}
          getControlProps={(control) => ({ 'aria-label': t(`list.${control}Page`) })}
        />
      )}
    </Group>
  );
}
