import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Lang } from '@gp/shared';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { renderInPage } from '../../../testing/render-in-page';
import { directoryHref, EMPTY_SEARCH, type DirectorySearch } from '../directory-search';
import { FilterChips } from './filter-chips';

const plumbingInNosara = { ...EMPTY_SEARCH, service: 'plumbing', zone: 'nosara', q: 'urgente' };

/** The chips as the directory page holds them: a removed filter is a new URL. */
function Chips({ lang }: { lang: Lang }) {
  const navigate = useNavigate();
  return <FilterChips search={plumbingInNosara} onSearch={(next) => void navigate(directoryHref(lang, next))} />;
}

describe('FilterChips', () => {
  it.each([
    ['es', 'Filtros aplicados', ['Quitar filtro: Fontanería', 'Quitar filtro: Nosara', 'Quitar filtro: “urgente”']],
    ['en', 'Filters in use', ['Remove filter: Plumbing', 'Remove filter: Nosara', 'Remove filter: “urgente”']],
  ] as const)(
    '(%s) shows the service, the place and the words, each a button that names what it removes',
    async (lang, list, names) => {
      renderInPage(<Chips lang={lang} />, lang);
      const chips = await screen.findByRole('list', { name: list });
      expect(
        within(chips)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(names);
    },
  );

  it.each([
    ['Quitar filtro: Fontanería', { ...plumbingInNosara, service: undefined }],
    ['Quitar filtro: Nosara', { ...plumbingInNosara, zone: undefined }],
    ['Quitar filtro: “urgente”', { ...plumbingInNosara, q: '' }],
  ])('(es) one tap on "%s" leaves the URL without that filter', async (name, rest) => {
    const { router } = renderInPage(<Chips lang="es" />, 'es');
    fireEvent.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe(directoryHref('es', rest)));
  });

  it('(es) keeps the keyboard focus: on the next chip, then the one before, then the count line after the last', async () => {
    function LiveChips() {
      const [search, setSearch] = useState<DirectorySearch>(plumbingInNosara);
      const countLine = useRef<HTMLParagraphElement>(null);
      return (
        <>
          <FilterChips search={search} onSearch={setSearch} focusWhenEmpty={countLine} />
          <p ref={countLine} tabIndex={-1}>
            Resultados
          </p>
        </>
      );
    }
    renderInPage(<LiveChips />, 'es');
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar filtro: Fontanería' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quitar filtro: Nosara' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro: “urgente”' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quitar filtro: Nosara' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro: Nosara' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Resultados')));
  });

  it('shows nothing for a search without those filters', async () => {
    renderInPage(<FilterChips search={{ ...EMPTY_SEARCH, openNow: true }} onSearch={() => undefined} />, 'es');
    await screen.findByRole('main');
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).toBeNull();
  });
});
