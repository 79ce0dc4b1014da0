/**
 * How long a request's personal data (the client's name, number and message) is kept: it is erased
 * (its key destroyed, LeadErased with reason 'retention') this many months after it was sent
 * (docs/personal-data.md, issue 37).
 */
export const REQUEST_RETENTION_MONTHS = 12;

/**
 * The send time before which a request is past its retention at `now`: the same day and time,
 * REQUEST_RETENTION_MONTHS earlier in UTC (29 February falls back to 1 March, as Date does).
 */
export function requestRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - REQUEST_RETENTION_MONTHS);
  return cutoff;
}
