import { Box, NativeSelect, Switch, Text } from '@mantine/core';
import {
  closeChoices,
  formatTimeOfDay,
  openChoices,
  WEEKDAYS,
  type DayHours,
  type Lang,
  type WeeklyHours,
} from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useProfileEditorTranslation } from '../i18n';

const timeOptions = (times: readonly string[], lang: Lang) =>
  times.map((time) => ({ value: time, label: formatTimeOfDay(time, lang) }));

export interface HoursEditorProps {
  /** Sunday (index 0) to Saturday. */
  value: WeeklyHours;
  onChange: (hours: WeeklyHours) => void;
  /** A message per day index, e.g. from the server's `hours.2.close` issue. */
  dayErrors?: Partial<Record<number, string>>;
}

/**
 * The weekly hours, Sunday to Saturday (spec §3). Each day is open from one time to a later one,
 * or closed. Spec §5: the opening list stops before the closing time and the closing list starts
 * after the opening time, so an inconsistent day cannot be chosen.
 */
export function HoursEditor({ value, onChange, dayErrors = {} }: HoursEditorProps) {
  const { t } = useProfileEditorTranslation();
  const lang = useLang();
  const setDay = (index: number, change: Partial<DayHours>) =>
    onChange(value.map((day, at) => (at === index ? { ...day, ...change } : day)));

  return (
    <Box component="ul" className="plain-list hours-editor">
      {WEEKDAYS.map((weekday, index) => {
        const day = value[index]!;
        const dayName = t(`weekdays.${weekday}`);
        return (
          <li key={weekday}>
            <Box component="fieldset" className="hours-day">
              <Text component="legend" fw={600} className="hours-day-name">
                {dayName}
              </Text>
              <div className="hours-day-controls">
                <Switch
                  label={t('hours.closed')}
                  checked={day.isClosed}
                  onChange={(event) => setDay(index, { isClosed: event.currentTarget.checked })}
                  className="hours-day-closed"
                />
                <NativeSelect
                  label={t('hours.opens')}
                  data={timeOptions(openChoices(day.close), lang)}
                  value={day.open}
                  disabled={day.isClosed}
                  onChange={(event) => setDay(index, { open: event.currentTarget.value })}
                />
                <NativeSelect
                  label={t('hours.closes')}
                  data={timeOptions(closeChoices(day.open), lang)}
                  value={day.close}
                  disabled={day.isClosed}
                  onChange={(event) => setDay(index, { close: event.currentTarget.value })}
                  error={dayErrors[index]}
                />
              </div>
            </Box>
          </li>
        );
      })}
    </Box>
  );
}
