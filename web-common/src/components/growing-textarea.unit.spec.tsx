import { screen } from '@testing-library/react';
import { renderApp } from '../testing/render-app';
import { GrowingTextarea } from './growing-textarea';

/** The style of the field's root, where the two row counts are set for its box to read. */
const rangeOf = (box: HTMLElement) => box.closest<HTMLElement>('.mantine-Textarea-root')!.style;

const growing = (element: React.ReactNode) => renderApp([{ path: '*', element }], '/en');

describe('GrowingTextarea', () => {
  it('shows its fewest lines and tells its style the range it grows in', async () => {
    growing(<GrowingTextarea label="Your review" minRows={6} maxRows={16} />);
    const box = await screen.findByRole('textbox', { name: 'Your review' });
    expect(box.getAttribute('rows')).toBe('6');
    expect(box.classList).toContain('growing-textarea');
    const range = rangeOf(box);
    expect(range.getPropertyValue('--growing-textarea-min-rows')).toBe('6');
    expect(range.getPropertyValue('--growing-textarea-max-rows')).toBe('16');
  });

  it('grows without a limit when given none', async () => {
    growing(<GrowingTextarea label="Reply" minRows={3} />);
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    expect(rangeOf(box).getPropertyValue('--growing-textarea-max-rows')).toBe('none');
  });
});
