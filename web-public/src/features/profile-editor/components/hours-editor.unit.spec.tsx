import { fireEvent, screen, within } from '@testing-library/react';
import { defaultHours, type WeeklyHours } from '@gp/shared';
import { useState } from 'react';
import { renderInPage } from '../../../testing/render-in-page';
import { HoursEditor } from './hours-editor';

/** The editor with its value held the way a page holds it; every change is also recorded. */
function ControlledHours({ changes }: { changes: WeeklyHours[] }) {
  const [hours, setHours] = useState(defaultHours());
  return (
    <HoursEditor
      value={hours}
      onChange={(next) => {
        changes.push(next);
        setHours(next);
      }}
    />
  );
}

const day = (name: string) => within(screen.getByRole('group', { name }));
const optionValues = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.value);

describe('HoursEditor', () => {
  it('shows the default week, Sunday to Saturday: 7:00 to 17:00, Sunday closed', async () => {
    renderInPage(<ControlledHours changes={[]} />);
    const groups = await screen.findAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect((day('Sunday').getByRole('switch', { name: 'Closed' }) as HTMLInputElement).checked).toBe(true);
    expect((day('Sunday').getByRole('combobox', { name: 'Opens' }) as HTMLSelectElement).disabled).toBe(true);
    expect((day('Monday').getByRole('switch', { name: 'Closed' }) as HTMLInputElement).checked).toBe(false);
    expect((day('Monday').getByRole('combobox', { name: 'Opens' }) as HTMLSelectElement).value).toBe('7:00');
    expect((day('Monday').getByRole('combobox', { name: 'Closes' }) as HTMLSelectElement).value).toBe('17:00');
  });

  it('offers opening times before the closing time and closing times after the opening time, in 12-hour labels', async () => {
    renderInPage(<ControlledHours changes={[]} />);
    await screen.findAllByRole('group');
    const opens = day('Monday').getByRole('combobox', { name: 'Opens' });
    const closes = day('Monday').getByRole('combobox', { name: 'Closes' });
    expect(optionValues(opens)[0]).toBe('0:00');
    expect(optionValues(opens).at(-1)).toBe('16:45');
    expect(optionValues(closes)[0]).toBe('7:15');
    expect(optionValues(closes).at(-1)).toBe('23:45');
    expect(within(opens).getByRole('option', { name: '7:00 AM' })).toBeTruthy();
  });

  it('narrows the other list as soon as one end of a day changes, and reports the new week', async () => {
    const changes: WeeklyHours[] = [];
    renderInPage(<ControlledHours changes={changes} />);
    await screen.findAllByRole('group');

    fireEvent.change(day('Monday').getByRole('combobox', { name: 'Closes' }), { target: { value: '12:00' } });
    expect(changes.at(-1)![1]).toEqual({ open: '7:00', close: '12:00', isClosed: false });
    const opens = optionValues(day('Monday').getByRole('combobox', { name: 'Opens' }));
    expect(opens.at(-1)).toBe('11:45');
    expect(opens).not.toContain('12:00');

    fireEvent.change(day('Monday').getByRole('combobox', { name: 'Opens' }), { target: { value: '11:00' } });
    expect(optionValues(day('Monday').getByRole('combobox', { name: 'Closes' }))[0]).toBe('11:15');
    expect(changes.at(-1)![0]).toEqual(defaultHours()[0]);
  });

  it('closes and reopens a day with its switch, keeping its times', async () => {
    const changes: WeeklyHours[] = [];
    renderInPage(<ControlledHours changes={changes} />);
    await screen.findAllByRole('group');

    fireEvent.click(day('Saturday').getByRole('switch', { name: 'Closed' }));
    expect(changes.at(-1)![6]).toEqual({ open: '7:00', close: '17:00', isClosed: true });
    expect((day('Saturday').getByRole('combobox', { name: 'Closes' }) as HTMLSelectElement).disabled).toBe(true);

    fireEvent.click(day('Sunday').getByRole('switch', { name: 'Closed' }));
    expect(changes.at(-1)![0]).toEqual({ open: '7:00', close: '17:00', isClosed: false });
  });

  it('names the days and controls in Spanish', async () => {
    renderInPage(<ControlledHours changes={[]} />, 'es');
    const domingo = within(await screen.findByRole('group', { name: 'Domingo' }));
    expect(domingo.getByRole('switch', { name: 'Cerrado' })).toBeTruthy();
    expect(domingo.getByRole('combobox', { name: 'Abre' })).toBeTruthy();
    expect(domingo.getByRole('combobox', { name: 'Cierra' })).toBeTruthy();
  });
});
