import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { commonResources, createI18nFor } from '../lib/i18n';
import { renderApp } from '../testing/render-app';
import { ListPager } from './list-pager';

const i18nFor = createI18nFor(commonResources);
const at = (url: string, element: ReactNode) =>
  renderApp(
    [{ path: '*', element: <I18nextProvider i18n={i18nFor(url === '/es' ? 'es' : 'en')}>{element}</I18nextProvider> }],
    url,
  );
const pager = (name: string) => within(screen.getByRole('navigation', { name }));

describe('ListPager', () => {
  it('shows nothing for a list that fits on one page, unless asked for the count', () => {
    at('/en', <ListPager label="results" page={1} pageSize={12} total={12} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('gives the count on one page when asked (the admin lists)', async () => {
    at('/es', <ListPager label="Cuentas" page={1} pageSize={25} total={3} countOnOnePage onChange={() => undefined} />);
    const nav = within(await screen.findByRole('navigation', { name: 'Páginas de Cuentas' }));
    expect(nav.getByText('1–3 de 3')).toBeTruthy();
    expect(nav.queryByRole('button')).toBeNull();
  });

  it('changes the page with buttons, the ends disabled, the current page marked', async () => {
    const pages: number[] = [];
    at('/en', <ListPager label="reviews" page={1} pageSize={10} total={23} onChange={(page) => pages.push(page)} />);
    await screen.findByRole('navigation', { name: 'Pages of reviews' });
    const nav = pager('Pages of reviews');
    expect(nav.getByText('1–10 of 23')).toBeTruthy();
    expect(nav.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((nav.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(nav.getByRole('button', { name: 'Next page' }));
    fireEvent.click(nav.getByRole('button', { name: 'Page 3' }));
    expect(pages).toEqual([2, 3]);
  });

  it('links every page to its own URL when given hrefOfPage', async () => {
    at(
      '/en',
      <ListPager label="results" page={2} pageSize={12} total={30} hrefOfPage={(page) => `/en/pros?page=${page}`} />,
    );
    await screen.findByRole('navigation', { name: 'Pages of results' });
    const nav = pager('Pages of results');
    expect(nav.getByText('13–24 of 30')).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/en/pros?page=3');
    expect(nav.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/en/pros?page=1');
    expect(nav.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/en/pros?page=3');
    expect(nav.queryByRole('link', { name: 'Page 2' })).toBeTruthy();
  });
});
