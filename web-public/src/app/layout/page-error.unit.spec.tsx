import { screen } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { createLanguageRoutes } from '@gp/web-common/app/language-routes';
import { renderApp } from '@gp/web-common/testing/render-app';
import { renderInPage } from '../../testing/render-in-page';
import { publicI18nFor } from '../i18n';

function BrokenPage(): never {
  throw new Error('a page that cannot render');
}

/** Fails only for one query, as a page might for one filter. */
function PageBrokenByQuery() {
  const [params] = useSearchParams();
  if (params.has('broken')) throw new Error('a query this page cannot render');
  return <h1>Página en orden</h1>;
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

  it('tries again on any navigation, the same page with another query included', async () => {
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes = createLanguageRoutes(publicI18nFor, [{ path: 'filtros', element: <PageBrokenByQuery /> }]);
    const { router } = renderApp(routes, '/es/filtros?broken', { session: { user: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'No se pudo mostrar esta página' })).toBeTruthy();

    await router.navigate('/es/filtros');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página en orden' })).toBeTruthy();
    reported.mockRestore();
  });
});
