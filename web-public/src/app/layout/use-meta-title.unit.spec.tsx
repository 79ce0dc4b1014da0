import { PAGE_META } from '@gp/shared';
import { screen, waitFor } from '@testing-library/react';
import { publicRoutes } from '../router';
import { renderApp } from '@gp/web-common/testing/render-app';

describe('document title', () => {
  it("follows the server's PAGE_META title as the visitor navigates", async () => {
    const { router } = renderApp(publicRoutes, '/es', { session: { user: null } });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(PAGE_META.home.es.title));

    await router.navigate('/es/faq');
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });
    expect(document.title).toBe(PAGE_META.faq.es.title);

    await router.navigate('/en/about');
    await screen.findByRole('heading', { level: 1, name: 'Made in Guanacaste, for Guanacaste' });
    expect(document.title).toBe(PAGE_META.about.en.title);
  });
});
