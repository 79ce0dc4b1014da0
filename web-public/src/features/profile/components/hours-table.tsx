import { Table } from '@mantine/core';
import { defaultHours, formatTimeOfDay, WEEKDAYS, type WeeklyHours } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useProfileTranslation } from '../i18n';

/** Spec §2: one row per day, Sunday to Saturday, "Closed" or "7:00 AM - 5:00 PM" ("7:00 a. m. - 5:00 p. m." in Spanish); no hours yet shows the default week. */
export function HoursTable({ hours }: { hours: WeeklyHours | null }) {
  const { t } = useProfileTranslation();
  const lang = useLang();
  const week = hours ?? defaultHours();
  return (
    <Table striped={false} withRowBorders verticalSpacing={6} aria-labelledby="profile-hours-title">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('hours.day')}</Table.Th>
          <Table.Th scope="col">{t('hours.time')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {WEEKDAYS.map((weekday, index) => {
          const day = week[index]!;
          return (
            <Table.Tr key={weekday}>
              <Table.Th scope="row" fw={500}>
                {t(`weekdays.${weekday}`)}
              </Table.Th>
              <Table.Td c={day.isClosed ? 'gray.7' : undefined}>
                {day.isClosed
                  ? t('hours.closed')
                  : `${formatTimeOfDay(day.open, lang)} - ${formatTimeOfDay(day.close, lang)}`}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
