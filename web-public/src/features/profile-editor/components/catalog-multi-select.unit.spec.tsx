import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { searchServices, SERVICE_CATEGORIES, SERVICES } from '@gp/shared';
import { useState } from 'react';
import { renderInPage } from '../../../testing/render-in-page';
import { HighlightedLabel } from '../../../components/highlighted-label';
import { rankedFilter, type CatalogGroups } from '../../../lib/catalog-options';
import { CatalogMultiSelect } from './catalog-multi-select';

/** An option by its visible text (the accessible name splits around the marks in jsdom). */
const option = (listbox: HTMLElement, label: string) =>
  within(listbox)
    .getAllByRole('option')
    .find((element) => element.textContent === label);

const marks = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('HighlightedLabel', () => {
  it.each([
    ['Fontanería', 'fontaner', ['Fontaner']],
    ['Sámara', 'SAMA', ['Sáma']],
    ['Lavado a presión', 'presion', ['presión']],
    ['Fontanería', 'fo', []],
    ['Plumbing', 'pipes', []],
  ])(
    'marks in "%s" what "%s" matches, from 3 characters and ignoring case and accents',
    async (label, term, expected) => {
      renderInPage(<HighlightedLabel label={label} term={term} />);
      const rendered = (await screen.findByText(
        (_, element) =>
          element?.tagName === 'SPAN' && element.textContent === label && element.parentElement?.tagName !== 'SPAN',
      ))!;
      expect(marks(rendered)).toEqual(expected);
    },
  );

  it('renders a label with markup as text', async () => {
    renderInPage(<HighlightedLabel label="<b>bold</b> pipes" term="pipes" />);
    expect(await screen.findByText('<b>bold</b>', { exact: false })).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });
});

const serviceGroupsEn: CatalogGroups = SERVICE_CATEGORIES.map((category) => ({
  group: category.name.en,
  items: SERVICES.filter((service) => service.categoryId === category.serviceId).map((service) => ({
    value: service.serviceId,
    label: service.name.en,
  })),
}));
const searchEn = (term: string) => searchServices(term, 'en').map((service) => service.serviceId);

describe('rankedFilter', () => {
  const filter = rankedFilter(searchEn);

  it('keeps the groups with matches, each with its matching options only', () => {
    const result = filter({ options: serviceGroupsEn, search: 'plumber', limit: Infinity });
    expect(result).toEqual([{ group: 'Plumbing & water', items: [{ value: 'plumbing', label: 'Plumbing' }] }]);
  });

  it('keeps everything for a blank term and nothing for a term without matches', () => {
    expect(filter({ options: serviceGroupsEn, search: '  ', limit: Infinity })).toBe(serviceGroupsEn);
    expect(filter({ options: serviceGroupsEn, search: 'zzzz', limit: Infinity })).toEqual([]);
  });
});

function ServicesHarness({ chosen }: { chosen: string[][] }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CatalogMultiSelect
      label="Services"
      description="What you offer"
      placeholder="Search services"
      data={serviceGroupsEn}
      search={searchEn}
      value={value}
      onChange={(next) => {
        chosen.push(next);
        setValue(next);
      }}
      status="idle"
      onRetry={() => undefined}
    />
  );
}

describe('CatalogMultiSelect', () => {
  it('lists what the search finds by label or keyword, grouped, with the typed part of labels marked', async () => {
    const chosen: string[][] = [];
    renderInPage(<ServicesHarness chosen={chosen} />);
    const input = await screen.findByRole('combobox', { name: 'Services' });
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'plumb' } });

    const listbox = await screen.findByRole('listbox');
    expect(marks(option(listbox, 'Plumbing')!)).toEqual(['Plumb']);
    expect(within(listbox).getByRole('group', { name: 'Plumbing & water' })).toBeTruthy();
    expect(option(listbox, 'House cleaning')).toBeUndefined();

    fireEvent.change(input, { target: { value: 'chlorine' } });
    const pool = await waitFor(() => {
      const found = option(screen.getByRole('listbox'), 'Pool maintenance');
      expect(found).toBeDefined();
      return found!;
    });
    expect(marks(pool)).toEqual([]);

    fireEvent.click(pool);
    expect(chosen.at(-1)).toEqual(['pool-maintenance']);
  });
});
