import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { useFooterVariant } from '../layout/footer/hooks/use-footer-variant';
import { AppRoutes, loadMatchedRoutes } from './app-routes';
import { lazyRoute, type RouteModule } from './lazy-route';

/** A module import the test finishes when it wants. */
function deferredModule(module: RouteModule) {
  let finish = () => {};
  const imported = new Promise<RouteModule>((resolve) => (finish = () => resolve(module)));
  const importModule = jest.fn(() => imported);
  return { importModule, finish: () => act(async () => finish()) };
}

/** Names the footer variant the shown page's modules ask for, as the site layout does. */
function Layout() {
  return (
    <>
      <Outlet />
      <footer>{`footer: ${useFooterVariant()}`}</footer>
    </>
  );
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/faq">FAQ</Link>
    </>
  );
}

function routesWith(faq: () => Promise<RouteModule>): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        { path: '/', ...lazyRoute(async () => ({ Component: Home, footerVariant: 'home' })) },
        { path: '/faq', ...lazyRoute(faq) },
      ],
    },
  ];
}

const renderAt = (routes: RouteObject[], url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes routes={routes} />
    </MemoryRouter>,
  );

describe('AppRoutes', () => {
  it('keeps the page on screen while the next page’s module loads, then shows that page with its own footer', async () => {
    const faq = deferredModule({ Component: () => <h1>FAQ</h1> });
    const routes = routesWith(faq.importModule);
    await loadMatchedRoutes(routes, '/');
    renderAt(routes, '/');
    // Loaded beforehand: the first render shows the page at once, as the server's HTML does.
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('footer: home')).toBeTruthy();

    await act(async () => screen.getByRole('link', { name: 'FAQ' }).click());
    expect(faq.importModule).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('footer: home')).toBeTruthy();

    await faq.finish();
    expect(screen.getByRole('heading', { name: 'FAQ' })).toBeTruthy();
    expect(screen.getByText('footer: default')).toBeTruthy();
  });

  it('renders nothing until a first page’s modules have loaded when nobody loaded them beforehand', async () => {
    const faq = deferredModule({ Component: () => <h1>FAQ</h1> });
    renderAt(routesWith(faq.importModule), '/faq');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await faq.finish();
    expect(screen.getByRole('heading', { name: 'FAQ' })).toBeTruthy();
  });

  it('imports a module once, however often its route is matched and loaded', async () => {
    const faq = deferredModule({ Component: () => <h1>FAQ</h1> });
    const routes = routesWith(faq.importModule);
    const loads = [loadMatchedRoutes(routes, '/faq'), loadMatchedRoutes(routes, '/faq')];
    await faq.finish();
    await Promise.all(loads);
    await loadMatchedRoutes(routes, '/faq');
    expect(faq.importModule).toHaveBeenCalledTimes(1);
  });

  it('shows the page at a new query on the same path: one path’s matches serve every query', async () => {
    function Search() {
      const { search } = useLocation();
      return (
        <>
          <h1>{`search: ${search}`}</h1>
          <Link to="/faq?q=pool">Pools</Link>
        </>
      );
    }
    const routes = routesWith(async () => ({ Component: Search }));
    await loadMatchedRoutes(routes, '/faq?q=plumber');
    renderAt(routes, '/faq?q=plumber');
    expect(screen.getByRole('heading', { name: 'search: ?q=plumber' })).toBeTruthy();

    await act(async () => screen.getByRole('link', { name: 'Pools' }).click());
    expect(screen.getByRole('heading', { name: 'search: ?q=pool' })).toBeTruthy();
  });
});
