import './growing-textarea.css';
import type { CSSProperties } from 'react';
import { Textarea, type TextareaProps } from '@mantine/core';

type GrowingTextareaProps = Omit<
  TextareaProps,
  'autosize' | 'minRows' | 'maxRows' | 'rows' | 'style' | 'classNames'
> & {
  /** Lines shown while the text is shorter. */
  minRows: number;
  /** Lines it grows to before it scrolls; unset, it grows with the whole text. */
  maxRows?: number;
};

/**
 * A textarea that grows with its text, by CSS alone (`field-sizing: content`). Mantine's `autosize`
 * measures the text in a hidden copy from a layout effect: during hydration that forces a style and
 * layout of the whole page (about 60 ms of a mid-tier phone's main thread on the review form), and
 * again when the fonts arrive. A browser without `field-sizing` shows `minRows` lines and scrolls.
 */
export function GrowingTextarea({ minRows, maxRows, ...props }: GrowingTextareaProps) {
  // Unset, the max-height's calc is invalid, so the box has none.
  const rows = {
    '--growing-textarea-min-rows': minRows,
    '--growing-textarea-max-rows': maxRows ?? 'none',
  } as CSSProperties;
  return <Textarea {...props} rows={minRows} classNames={{ input: 'growing-textarea' }} style={rows} />;
}
