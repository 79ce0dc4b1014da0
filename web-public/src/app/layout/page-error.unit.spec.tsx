import { screen } from '@testing-library/react';
import { renderInPage } from '../../testing/render-in-page';

function BrokenPage(): never {
  throw new Error('a page that cannot render');
}

describe('a page that fails while rendering', () => {
  it('says so in the page language under the site’s own header and footer, and the next page shows again', async () => {
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderInPage(<BrokenPage />, 'es');

    expect(await screen.findByRole('heading', { level: 1, name: 'No se pudo mostrar esta página' })).toBeTruthy();
    expect(screen.getByText('Algo salió mal de nuestro lado. Inténtalo de nuevo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(reported).toHaveBeenCalled();

    // This test's routes hold the broken page only: any other address is the 404 page.
    await router.navigate('/es/otra-pagina');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - No encontrado' })).toBeTruthy();
    expect(screen.queryByText('No se pudo mostrar esta página')).toBeNull();
    reported.mockRestore();
  });
});
