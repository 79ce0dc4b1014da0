import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { renderInPage } from '../../../testing/render-in-page';
import { directoryHref, EMPTY_SEARCH, type DirectorySearch } from '../directory-search';
import { DirectoryFilters } from './directory-filters';

/** The filters as the directory page holds them: a changed search is a new URL. */
function Filters({ search }: { search: DirectorySearch }) {
  const navigate = useNavigate();
  return <DirectoryFilters search={search} onSearch={(next) => void navigate(directoryHref('es', next))} />;
}

describe('DirectoryFilters', () => {
  it('(es) reads text left in the service field without a pick, as the home search does', async () => {
    const { router } = renderInPage(<Filters search={{ ...EMPTY_SEARCH, q: 'Marta' }} />, 'es');
    const plain = await screen.findByRole('combobox', { name: 'Servicio' });
    act(() => plain.focus());
    const field = await waitFor(() => {
      const loaded = screen.getByRole('combobox', { name: 'Servicio' });
      expect(loaded).not.toBe(plain);
      return loaded;
    });
    fireEvent.change(field, { target: { value: 'fontanero urgente en Sámara' } });
    act(() => field.blur());
    await waitFor(() =>
      expect(`${router.location.pathname}${router.location.search}`).toBe(
        directoryHref('es', { ...EMPTY_SEARCH, service: 'plumbing', zone: 'samara', q: 'Marta urgente' }),
      ),
    );
  });
});
