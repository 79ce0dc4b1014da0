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
    // The switch says the day's state in words: off and "Closed" on Sunday, on and "Open" on Monday.
    expect((day('Sunday').getByRole('switch', { name: 'Closed' }) as HTMLInputElement).checked).toBe(false);
    expect((day('Sunday').getByRole('combobox', { name: 'Opens' }) as HTMLSelectElement).disabled).toBe(true);
    expect((day('Monday').getByRole('switch', { name: 'Open' }) as HTMLInputElement).checked).toBe(true);
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

  it('closes and reopens a day with its switch, keeping its times, the switch saying the state it is in', async () => {
    const changes: WeeklyHours[] = [];
    renderInPage(<ControlledHours changes={changes} />);
    await screen.findAllByRole('group');

    fireEvent.click(day('Saturday').getByRole('switch', { name: 'Open' }));
    expect(changes.at(-1)![6]).toEqual({ open: '7:00', close: '17:00', isClosed: true });
    expect((day('Saturday').getByRole('combobox', { name: 'Closes' }) as HTMLSelectElement).disabled).toBe(true);
    const saturday = day('Saturday').getByRole('switch', { name: 'Closed' }) as HTMLInputElement;
    expect(saturday.checked).toBe(false);
    expect(day('Saturday').queryByRole('switch', { name: 'Open' })).toBeNull();

    fireEvent.click(day('Sunday').getByRole('switch', { name: 'Closed' }));
    expect(changes.at(-1)![0]).toEqual({ open: '7:00', close: '17:00', isClosed: false });
    expect((day('Sunday').getByRole('switch', { name: 'Open' }) as HTMLInputElement).checked).toBe(true);
  });

  it('adds a lunch break to one day, narrows the lists around it, and removes it again', async () => {
    const changes: WeeklyHours[] = [];
    renderInPage(<ControlledHours changes={changes} />);
    await screen.findAllByRole('group');
    expect(day('Monday').queryByRole('combobox', { name: 'Break from' })).toBeNull();
    // A closed day offers no break.
    expect(day('Sunday').queryByRole('button', { name: /Add a break/ })).toBeNull();

    fireEvent.click(day('Monday').getByRole('button', { name: 'Add a break on Monday' }));
    expect(changes.at(-1)![1]).toEqual({
      open: '7:00',
      close: '17:00',
      isClosed: false,
      breakStart: '12:00',
      breakEnd: '13:00',
    });
    expect(changes.at(-1)![2]).toEqual(defaultHours()[2]);
    const breakFrom = day('Monday').getByRole('combobox', { name: 'Break from' }) as HTMLSelectElement;
    const breakUntil = day('Monday').getByRole('combobox', { name: 'Break until' }) as HTMLSelectElement;
    // The keyboard goes on from the break's first time.
    expect(document.activeElement).toBe(breakFrom);
    expect([breakFrom.value, breakUntil.value]).toEqual(['12:00', '13:00']);
    expect(optionValues(breakFrom)[0]).toBe('7:15');
    expect(optionValues(breakFrom).at(-1)).toBe('12:45');
    expect(optionValues(breakUntil)[0]).toBe('12:15');
    expect(optionValues(breakUntil).at(-1)).toBe('16:45');
    expect(optionValues(day('Monday').getByRole('combobox', { name: 'Opens' })).at(-1)).toBe('11:45');
    expect(optionValues(day('Monday').getByRole('combobox', { name: 'Closes' }))[0]).toBe('13:15');

    fireEvent.change(breakUntil, { target: { value: '14:00' } });
    expect(changes.at(-1)![1]).toMatchObject({ breakStart: '12:00', breakEnd: '14:00' });

    fireEvent.click(day('Monday').getByRole('button', { name: 'Remove the break on Monday' }));
    expect(changes.at(-1)![1]).toEqual({ open: '7:00', close: '17:00', isClosed: false });
    expect(Object.keys(changes.at(-1)![1]!)).not.toContain('breakStart');
    expect(day('Monday').queryByRole('combobox', { name: 'Break from' })).toBeNull();
    expect(document.activeElement).toBe(day('Monday').getByRole('button', { name: 'Add a break on Monday' }));
  });

  it('names the days and controls in Spanish', async () => {
    renderInPage(<ControlledHours changes={[]} />, 'es');
    const domingo = within(await screen.findByRole('group', { name: 'Domingo' }));
    expect(domingo.getByRole('switch', { name: 'Cerrado' })).toBeTruthy();
    expect(domingo.getByRole('combobox', { name: 'Abre' })).toBeTruthy();
    expect(domingo.getByRole('combobox', { name: 'Cierra' })).toBeTruthy();
    const lunes = within(screen.getByRole('group', { name: 'Lunes' }));
    expect(lunes.getByRole('switch', { name: 'Abierto' })).toBeTruthy();
    fireEvent.click(lunes.getByRole('button', { name: 'Agregar pausa el lunes' }));
    expect((lunes.getByRole('combobox', { name: 'Pausa desde' }) as HTMLSelectElement).value).toBe('12:00');
    expect(
      within(lunes.getByRole('combobox', { name: 'Pausa hasta' })).getByRole('option', { selected: true }).textContent,
    ).toBe('1:00 p. m.');
    fireEvent.click(lunes.getByRole('button', { name: 'Quitar pausa del lunes' }));
    expect(lunes.queryByRole('combobox', { name: 'Pausa desde' })).toBeNull();
  });
});
