import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { searchZoneIds, zoneGroups } from '../../../lib/catalog-options';
import { renderInPage } from '../../../testing/render-in-page';
import { CatalogSelect } from './catalog-select';

const zones = zoneGroups((name) => `All of ${name}`);

/** A zone field as the directory's forms hold it: the chosen id lives in the form. */
function ZoneField({ initial, onTerm }: { initial?: string; onTerm?: (term: string) => void }) {
  const [zone, setZone] = useState(initial);
  return (
    <>
      <CatalogSelect
        label="Where?"
        placeholder="A town or beach"
        data={zones}
        search={searchZoneIds}
        value={zone}
        onChange={setZone}
        onTermChange={onTerm}
      />
      <output aria-label="chosen">{zone ?? 'none'}</output>
    </>
  );
}

describe('CatalogSelect', () => {
  it('shows a collapsed field with no list until the visitor turns to it', async () => {
    renderInPage(<ZoneField />);
    const field = await screen.findByRole('combobox', { name: 'Where?' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows the chosen entry by name before the list loads', async () => {
    renderInPage(<ZoneField initial="samara" />);
    expect(((await screen.findByRole('combobox', { name: 'Where?' })) as HTMLInputElement).value).toBe('Sámara');
  });

  it('says it is expanded while its list is open, from the moment the visitor turns to it', async () => {
    renderInPage(<ZoneField />);
    fireEvent.focus(await screen.findByRole('combobox', { name: 'Where?' }));
    const listbox = await screen.findByRole('listbox');
    const combobox = screen.getByRole('combobox', { name: 'Where?' });
    await waitFor(() => expect(combobox.getAttribute('aria-expanded')).toBe('true'));
    expect(combobox.getAttribute('aria-controls')).toBe(listbox.id);
    fireEvent.keyDown(combobox, { key: 'Escape' });
    await waitFor(() => expect(combobox.getAttribute('aria-expanded')).toBe('false'));
  });

  it('keeps what was typed while the list loaded, opens it filtered, and picks an entry', async () => {
    const terms: string[] = [];
    renderInPage(<ZoneField onTerm={(term) => terms.push(term)} />);
    const field = await screen.findByRole('combobox', { name: 'Where?' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'sama' } });
    const listbox = await screen.findByRole('listbox');
    const combobox = screen.getByRole('combobox', { name: 'Where?' }) as HTMLInputElement;
    expect(combobox).not.toBe(field);
    expect(combobox.value).toBe('sama');
    await waitFor(() => expect(document.activeElement).toBe(combobox));
    // Found by its text: jsdom splits an option's accessible name around the highlighted match.
    const samara = within(listbox)
      .getAllByRole('option')
      .find((option) => option.textContent === 'Sámara');
    expect(samara?.querySelector('mark')?.textContent).toBe('Sáma');
    fireEvent.click(samara!);
    await waitFor(() => expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe('samara'));
    expect(terms).toContain('sama');
  });

  it('opens its list on typing alone, as when the text was typed before the page came alive', async () => {
    renderInPage(<ZoneField />);
    const field = await screen.findByRole('combobox', { name: 'Where?' });
    // No focus event: the page's app replays typing that happened before it was alive as a change.
    fireEvent.change(field, { target: { value: 'nosa' } });
    await screen.findByRole('listbox');
    expect((screen.getByRole('combobox', { name: 'Where?' }) as HTMLInputElement).value).toBe('nosa');
  });
});
