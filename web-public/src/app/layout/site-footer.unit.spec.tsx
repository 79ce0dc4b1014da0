import { renderApp } from '@gp/web-common/testing/render-app';
import { screen, within } from '@testing-library/react';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { publicRoutes } from '../router';

describe('SiteFooter', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the current year', async () => {
    // Only Date is faked: React and Testing Library keep their real timers.
    jest.useFakeTimers({
      now: new Date('2031-03-01T12:00:00Z'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
    renderApp(publicRoutes, '/en/404', { session: { user: null } });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/© 2031 Guanacaste Pros/)).toBeTruthy();
  });

  it('links the site pages in the current language', async () => {
    renderApp(publicRoutes, '/es/404', { session: { user: null } });
    const footerNav = await screen.findByRole('navigation', { name: 'Enlaces del sitio' });
    const hrefs = within(footerNav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/es/create-account',
      '/es/features',
      '/es/faq',
      '/es/about',
      '/es/contact',
      '/es/tos',
      '/es/privacy',
    ]);
  });

  it('does not offer "Sign up" to a signed-in user, but does to an anonymous reviewer', async () => {
    const footerLinks = async () =>
      within(await screen.findByRole('navigation', { name: 'Site links' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    const member = renderApp(publicRoutes, '/en/404', { session: { user: sessionUser({ id: 'member-1' }) } });
    expect(await footerLinks()).toEqual([
      '/en/features',
      '/en/faq',
      '/en/about',
      '/en/contact',
      '/en/tos',
      '/en/privacy',
    ]);
    member.unmount();

    renderApp(publicRoutes, '/en/404', { session: { user: sessionUser({ id: 'anon-1', isAnonymous: true }) } });
    expect(await footerLinks()).toContain('/en/create-account');
  });

  it('has a language switch and labelled social links', async () => {
    renderApp(publicRoutes, '/en/404?ref=footer', { session: { user: null } });
    const footer = await screen.findByRole('contentinfo');
    const languages = within(footer).getByRole('group', { name: 'Choose a language' });
    expect(within(languages).getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/es/404?ref=footer');
    expect(within(languages).getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(
      within(footer).getByRole('link', { name: 'Guanacaste Pros on Instagram (opens in a new tab)' }),
    ).toBeTruthy();
  });

  it('opens with the brand pitch on the home page only', async () => {
    const tagline = /reviewed by the clients they have worked for/;
    const home = renderApp(publicRoutes, '/en', { session: { user: null } });
    expect(within(await screen.findByRole('contentinfo')).getByText(tagline)).toBeTruthy();
    home.unmount();

    renderApp(publicRoutes, '/en/404', { session: { user: null } });
    expect(within(await screen.findByRole('contentinfo')).queryByText(tagline)).toBeNull();
  });
});

describe('SiteFooter on the sign-in and create-account pages', () => {
  const footerLinks = async () =>
    within(await screen.findByRole('navigation', { name: 'Site links' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

  it('offers support hours on create-account and leaves out the link to the page itself', async () => {
    renderApp(publicRoutes, '/en/create-account', { session: { user: null } });
    const footer = await screen.findByRole('contentinfo');
    expect(footer.dataset.variant).toBe('create-account');
    expect(
      within(footer).getByText(
        /^Questions before you join\?.*WhatsApp, Monday to Friday, 9:00 AM to 5:00 PM Costa Rica time/,
      ),
    ).toBeTruthy();
    expect(await footerLinks()).not.toContain('/en/create-account');
  });

  it('offers support hours on sign-in, with the sign-up link', async () => {
    renderApp(publicRoutes, '/en/signin', { session: { user: null } });
    const footer = await screen.findByRole('contentinfo');
    expect(footer.dataset.variant).toBe('signin');
    expect(within(footer).getByText(/^Trouble logging in\?/)).toBeTruthy();
    expect(await footerLinks()).toContain('/en/create-account');
  });
});
