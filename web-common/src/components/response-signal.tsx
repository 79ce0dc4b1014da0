import './response-signal.css';
import { responseTimeUnit, type ResponseSignal } from '@gp/shared';
import type { TFunction } from 'i18next';
import { useAppTranslation } from '../lib/i18n';

/** "Usually responds within 2 h · responds to 90%", or only the share when most requests went unanswered. */
export function responseSignalHeadline(signal: ResponseSignal, t: TFunction): string {
  const percent = signal.answeredWithinDayPercent;
  if (signal.medianMinutes === null) return t('responseSignal.shareAlone', { percent });
  const { unit, count } = responseTimeUnit(signal.medianMinutes);
  return `${t(`responseSignal.within_${unit}`, { count })} · ${t('responseSignal.share', { percent })}`;
}

interface ResponseSignalTextProps {
  signal: ResponseSignal;
  /** The profile page also says what the figures count (how many requests, over which days). */
  withDetail?: boolean;
}

/**
 * How quickly a pro answers requests (issue 36), on directory cards and the profile page. The API
 * sends no signal for a pro with fewer than three requests in 90 days: then nothing is drawn.
 */
export function ResponseSignalText({ signal, withDetail = false }: ResponseSignalTextProps) {
  const { t } = useAppTranslation('common');
  // Plain elements and response-signal.css: a directory page draws a dozen (see ProCard).
  return (
    <>
      <p className="response-signal">{responseSignalHeadline(signal, t)}</p>
      {withDetail && (
        <p className="response-signal-detail">
          {t('responseSignal.detail', { requests: signal.requests, percent: signal.answeredWithinDayPercent })}
        </p>
      )}
    </>
  );
}
