import { VisuallyHidden } from '@mantine/core';
import { defaultHours, formatTimeOfDay, openRanges, WEEKDAYS, type WeeklyHours } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useProfileTranslation } from '../i18n';

/**
 * Spec §2: one row per day, Sunday to Saturday, "Closed" or "7:00 AM - 5:00 PM" ("7:00 a. m. - 5:00 p. m." in Spanish); no hours yet shows the default week.
 * A day with a break shows its two ranges, one per line ("7:00 AM - 12:00 PM", "1:00 PM - 5:00 PM"), read as one list.
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
          const ranges = openRanges(week[index]!);
          return (
            <tr key={weekday}>
              <th scope="row">{t(`weekdays.${weekday}`)}</th>
              <td className={ranges.length === 0 ? 'hours-closed' : undefined}>
                {ranges.length === 0
                  ? t('hours.closed')
                  : ranges.map((range, at) => (
                      <span key={range.open} className="hours-range">
                        {at > 0 && <VisuallyHidden>, </VisuallyHidden>}
                        {`${formatTimeOfDay(range.open, lang)} - ${formatTimeOfDay(range.close, lang)}`}
                      </span>
                    ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
