import { screen, within } from '@testing-library/react';
import { defaultHours, type WeeklyHours } from '@gp/shared';
import { renderInPage } from '../../../testing/render-in-page';
import { HoursTable } from './hours-table';

/** Monday and Tuesday with a lunch break; Sunday closed. */
const withLunch: WeeklyHours = defaultHours().map((day, index) =>
  index === 1
    ? { ...day, breakStart: '12:00', breakEnd: '13:00' }
    : index === 2
      ? { ...day, open: '7:30', breakStart: '11:45', breakEnd: '13:15' }
      : day,
);

const rowOf = async (day: string) => within((await screen.findByRole('rowheader', { name: day })).closest('tr')!);
const rangesOf = (cell: HTMLElement) => [...cell.querySelectorAll('.hours-range')].map((range) => range.textContent);

describe('HoursTable', () => {
  it('shows a day with a break as its two ranges, in order, one per line, and a day without one as one range', async () => {
    renderInPage(<HoursTable hours={withLunch} />);
    const monday = (await rowOf('Monday')).getByRole('cell');
    expect(rangesOf(monday)).toEqual(['7:00 AM - 12:00 PM', ', 1:00 PM - 5:00 PM']);
    // Read as one list: the comma between the ranges is there for a screen reader, hidden on screen.
    expect(monday.textContent).toBe('7:00 AM - 12:00 PM, 1:00 PM - 5:00 PM');
    expect((await rowOf('Tuesday')).getByRole('cell').textContent).toBe('7:30 AM - 11:45 AM, 1:15 PM - 5:00 PM');
    expect((await rowOf('Wednesday')).getByRole('cell').textContent).toBe('7:00 AM - 5:00 PM');
    expect((await rowOf('Sunday')).getByRole('cell').textContent).toBe('Closed');
  });

  it('writes the ranges as Spanish does', async () => {
    renderInPage(<HoursTable hours={withLunch} />, 'es');
    expect((await rowOf('Lunes')).getByRole('cell').textContent).toBe(
      '7:00 a. m. - 12:00 p. m., 1:00 p. m. - 5:00 p. m.',
    );
    expect((await rowOf('Domingo')).getByRole('cell').textContent).toBe('Cerrado');
  });

  it('shows a closed day as closed, whatever break it keeps for when it opens again', async () => {
    const hours = withLunch.map((day, index) => (index === 1 ? { ...day, isClosed: true } : day));
    renderInPage(<HoursTable hours={hours} />);
    expect((await rowOf('Monday')).getByRole('cell').textContent).toBe('Closed');
  });
});
