import { Box, Button, NativeSelect, Switch, Text } from '@mantine/core';
import {
  formatTimeOfDay,
  suggestedBreak,
  timesBetween,
  WEEKDAYS,
  type DayHours,
  type Lang,
  type WeeklyHours,
} from '@gp/shared';
import { useEffect, useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useProfileEditorTranslation } from '../i18n';

const timeOptions = (times: readonly string[], lang: Lang) =>
  times.map((time) => ({ value: time, label: formatTimeOfDay(time, lang) }));

/** The day without its break. */
const withoutBreak = ({ breakStart: _start, breakEnd: _end, ...day }: DayHours): DayHours => day;

export interface HoursEditorProps {
  /** Sunday (index 0) to Saturday. */
  value: WeeklyHours;
  onChange: (hours: WeeklyHours) => void;
  /** A message per day index, e.g. from the server's `hours.2.close` issue. */
  dayErrors?: Partial<Record<number, string>>;
}

/**
 * The weekly hours, Sunday to Saturday (spec §3). Each day is open from one time to a later one,
 * or closed, and may have a break (issue 39: up to two ranges a day). Spec §5: each list offers
 * only the times between its neighbours (opens < break from < break until < closes), so an
 * inconsistent day cannot be chosen. The switch says the day's state in words: "Open" when on,
 * "Closed" when off.
 */
export function HoursEditor({ value, onChange, dayErrors = {} }: HoursEditorProps) {
  const { t } = useProfileEditorTranslation();
  const lang = useLang();
  // After a break is added or removed, the keyboard goes on from the control that took its place.
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId, value]);
  const setDay = (index: number, day: DayHours) => onChange(value.map((current, at) => (at === index ? day : current)));

  return (
    <Box component="ul" className="plain-list hours-editor">
      {WEEKDAYS.map((weekday, index) => {
        const day = value[index]!;
        const dayName = t(`weekdays.${weekday}`);
        const inSentence = lang === 'es' ? dayName.toLocaleLowerCase('es') : dayName;
        const hasBreak = day.breakStart !== undefined && day.breakEnd !== undefined;
        const suggestion = suggestedBreak(day);
        const ids = { breakStart: `hours-${weekday}-break-start`, addBreak: `hours-${weekday}-add-break` };
        return (
          <li key={weekday}>
            <Box component="fieldset" className="hours-day">
              <Text component="legend" fw={600} className="hours-day-name">
                {dayName}
              </Text>
              <div className="hours-day-controls">
                <Switch
                  label={t(day.isClosed ? 'hours.closed' : 'hours.open')}
                  checked={!day.isClosed}
                  onChange={(event) => setDay(index, { ...day, isClosed: !event.currentTarget.checked })}
                  className="hours-day-closed"
                />
                <NativeSelect
                  label={t('hours.opens')}
                  data={timeOptions(timesBetween(null, day.breakStart ?? day.close), lang)}
                  value={day.open}
                  disabled={day.isClosed}
                  onChange={(event) => setDay(index, { ...day, open: event.currentTarget.value })}
                />
                <NativeSelect
                  label={t('hours.closes')}
                  data={timeOptions(timesBetween(day.breakEnd ?? day.open, null), lang)}
                  value={day.close}
                  disabled={day.isClosed}
                  onChange={(event) => setDay(index, { ...day, close: event.currentTarget.value })}
                  error={dayErrors[index]}
                />
                {hasBreak ? (
                  <>
                    <NativeSelect
                      id={ids.breakStart}
                      label={t('hours.breakStarts')}
                      data={timeOptions(timesBetween(day.open, day.breakEnd!), lang)}
                      value={day.breakStart}
                      disabled={day.isClosed}
                      onChange={(event) => setDay(index, { ...day, breakStart: event.currentTarget.value })}
                      className="hours-break-start"
                    />
                    <NativeSelect
                      label={t('hours.breakEnds')}
                      data={timeOptions(timesBetween(day.breakStart!, day.close), lang)}
                      value={day.breakEnd}
                      disabled={day.isClosed}
                      onChange={(event) => setDay(index, { ...day, breakEnd: event.currentTarget.value })}
                    />
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      className="hours-break-action"
                      disabled={day.isClosed}
                      aria-label={t('hours.removeBreakOn', { day: inSentence })}
                      onClick={() => {
                        setDay(index, withoutBreak(day));
                        setFocusId(ids.addBreak);
                      }}
                    >
                      {t('hours.removeBreak')}
                    </Button>
                  </>
                ) : (
                  !day.isClosed && (
                    <Button
                      id={ids.addBreak}
                      variant="subtle"
                      size="compact-sm"
                      className="hours-break-action"
                      disabled={!suggestion}
                      aria-label={t('hours.addBreakOn', { day: inSentence })}
                      onClick={() => {
                        if (!suggestion) return;
                        setDay(index, { ...day, ...suggestion });
                        setFocusId(ids.breakStart);
                      }}
                    >
                      {t('hours.addBreak')}
                    </Button>
                  )
                )}
              </div>
            </Box>
          </li>
        );
      })}
    </Box>
  );
}
