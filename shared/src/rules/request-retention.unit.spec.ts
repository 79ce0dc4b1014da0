import { REQUEST_RETENTION_MONTHS, requestRetentionCutoff } from './request-retention';

describe('request retention', () => {
  it('keeps a request 12 months to the second', () => {
    expect(REQUEST_RETENTION_MONTHS).toBe(12);
    expect(requestRetentionCutoff(new Date('2026-11-29T05:00:00.000Z')).toISOString()).toBe('2025-11-29T05:00:00.000Z');
  });
});
