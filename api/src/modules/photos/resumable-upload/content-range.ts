export interface ContentRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
  total: number;
}

const CONTENT_RANGE = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/;

/** `bytes start-end/total` (RFC 9110 §14.4) with start ≤ end < total; null for anything else. */
export function parseContentRange(header: string | undefined): ContentRange | null {
  const match = header ? CONTENT_RANGE.exec(header.trim()) : null;
  if (!match) return null;
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return start <= end && end < total ? { start, end, total } : null;
}
