import { defaultHours, formatTimeOfDay, WEEKDAYS, type WeeklyHours } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useProfileTranslation } from '../i18n';

/**
 * Spec §2: one row per day, Sunday to Saturday, "Closed" or "7:00 AM - 5:00 PM" ("7:00 a. m. - 5:00 p. m." in Spanish); no hours yet shows the default week.
 * A plain table: Mantine's Table brings its scroll container (ScrollArea) into every profile visit.
 */
export function HoursTable({ hours }: { hours: WeeklyHours | null }) {
  const { t } = useProfileTranslation();
  const lang = useLang();
  const week = hours ?? defaultHours();
  return (
    <table className="hours-table" aria-labelledby="profile-hours-title">
      <thead>
        <tr>
          <th scope="col">{t('hours.day')}</th>
          <th scope="col">{t('hours.time')}</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((weekday, index) => {
          const day = week[index]!;
          return (
            <tr key={weekday}>
              <th scope="row">{t(`weekdays.${weekday}`)}</th>
              <td className={day.isClosed ? 'hours-closed' : undefined}>
                {day.isClosed
                  ? t('hours.closed')
                  : `${formatTimeOfDay(day.open, lang)} - ${formatTimeOfDay(day.close, lang)}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
