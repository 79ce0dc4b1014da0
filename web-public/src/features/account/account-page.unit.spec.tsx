import { API, apiPath } from '@gp/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { unreadLeadsKey } from '@gp/web-common/session/count-unread-leads';
import { publicRoutes } from '../../app/router';

const tabNames = async () => (await screen.findAllByRole('tab')).map((tab) => tab.textContent);

describe('the account page for clients and pros (issue 15)', () => {
  it('gives a client their settings, reviews and sent requests, and no pro tabs even when asked by URL', async () => {
    renderApp(publicRoutes, '/en/account?tab=requests', { session: { user: sessionUser({ isContractor: false }) } });
    expect(await tabNames()).toEqual(['Basic info', 'My reviews', 'Requests I sent', 'Notifications']);
    expect(screen.getByRole('tab', { name: 'Basic info' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('radio', { name: /I'm looking for a pro/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("gives a pro their profile and requests too, the profile tab leading to the pro's pages", async () => {
    renderApp(publicRoutes, '/es/account?tab=profile', {
      session: { user: sessionUser({ id: 'pro-7', isContractor: true, profileComplete: true }) },
    });
    expect(await tabNames()).toEqual([
      'Información básica',
      'Mis reseñas',
      'Solicitudes que envié',
      'Mi perfil',
      'Solicitudes',
      'Avisos',
    ]);
    const panel = within(await screen.findByRole('tabpanel'));
    expect(panel.getByRole('link', { name: 'Ver mi perfil público' }).getAttribute('href')).toBe('/es/profile/pro-7');
    expect(panel.getByRole('link', { name: 'Editar mi perfil' }).getAttribute('href')).toBe(
      '/es/edit-contractor-profile?tab=basicInfo',
    );
  });

  it("counts a pro's unread requests on the requests tab, named in words for a screen reader", async () => {
    const es = renderApp(publicRoutes, '/es/account?tab=profile', {
      session: { user: sessionUser({ id: 'pro-7', isContractor: true, profileComplete: true }) },
      answers: { [unreadLeadsKey]: { unread: 2 } },
    });
    const tab = await screen.findByRole('tab', { name: 'Solicitudes, 2 sin leer' });
    expect(tab.textContent).toBe('Solicitudes (2)');
    es.unmount();
    renderApp(publicRoutes, '/en/account?tab=profile', {
      session: { user: sessionUser({ id: 'pro-7', isContractor: true, profileComplete: true }) },
      answers: { [unreadLeadsKey]: { unread: 1 } },
    });
    expect((await screen.findByRole('tab', { name: 'Requests, 1 unread' })).textContent).toBe('Requests (1)');
  });

  it("opens a notification's request: a visitor signs in first and comes back to it; a pro lands on it, focused", async () => {
    const link = '/es/account?tab=requests&lead=l2';
    const visitor = renderApp(publicRoutes, link, { session: { user: null } });
    await waitFor(() =>
      expect(`${visitor.router.location.pathname}${visitor.router.location.search}`).toBe(
        `/es/signin?nextRoute=${encodeURIComponent(link)}`,
      ),
    );
    visitor.unmount();

    const request = (id: string, name: string) => ({
      id,
      proId: 'pro-7',
      name,
      phoneNumber: '+50670001234',
      message: 'Fuga en la cocina',
      lang: 'es',
      sentAt: '2026-11-22T16:00:00.000Z',
      answeredAt: null,
      readAt: '2026-11-22T17:00:00.000Z',
      replyLinks: { whatsapp: null, call: null },
    });
    renderApp(publicRoutes, link, {
      session: { user: sessionUser({ id: 'pro-7', isContractor: true, profileComplete: true }) },
      answers: {
        [apiPath(API.listMyLeads, {}, { page: 1, pageSize: 20 })]: {
          items: [request('l1', 'Ana'), request('l2', 'Carlos')],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      },
    });
    const carlos = await screen.findByRole('article', { name: 'Solicitud de Carlos' });
    await waitFor(() => expect(document.activeElement).toBe(carlos));
    expect(screen.getByRole('article', { name: 'Solicitud de Ana' }).getAttribute('tabindex')).toBeNull();
  });

  it("shows a client the requests they sent in their own tab, the pro's name leading to the profile", async () => {
    renderApp(publicRoutes, '/en/account?tab=sentRequests', {
      session: { user: sessionUser({ isContractor: false }) },
      answers: {
        // pro-contact's first page (a feature never imports another: the key from the shared table).
        [apiPath(API.listSentRequests, {}, { page: 1, pageSize: 20 })]: {
          items: [
            {
              id: 'l1',
              proId: 'pro-1',
              proName: 'Playa Fix',
              message: 'Fuga en la cocina',
              sentAt: '2026-11-22T16:00:00.000Z',
              answeredAt: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      },
    });
    expect((await screen.findByRole('tab', { name: 'Requests I sent' })).getAttribute('aria-selected')).toBe('true');
    const panel = within(await screen.findByRole('tabpanel'));
    expect(panel.getByRole('link', { name: 'Playa Fix' }).getAttribute('href')).toBe('/en/profile/pro-1');
    expect(panel.getByText('Waiting for an answer')).toBeTruthy();
  });

  describe('an unfinished review (the draft the review form keeps in this browser)', () => {
    afterEach(() => window.localStorage.clear());

    it('is announced above the reviews with the way back to its form, in both languages', async () => {
      window.localStorage.setItem('reviewDraft', JSON.stringify({ rating: 4, title: 'Bien', body: '' }));
      window.localStorage.setItem('reviewDraftUid', 'pro-3');
      const view = renderApp(publicRoutes, '/en/account?tab=reviews', { session: { user: sessionUser() } });
      const panel = within(await screen.findByRole('tabpanel'));
      expect(await panel.findByText('You have an unfinished review')).toBeTruthy();
      expect(panel.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/en/leave-a-review/pro-3');
      expect(panel.getByText("You haven't written any reviews yet")).toBeTruthy();
      view.unmount();

      renderApp(publicRoutes, '/es/account?tab=reviews', { session: { user: sessionUser() } });
      expect(await screen.findByText('Tienes una reseña sin terminar')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe('/es/leave-a-review/pro-3');
    });

    it('is not shown without a draft, nor for an unreadable one', async () => {
      window.localStorage.setItem('reviewDraftUid', 'pro-3');
      window.localStorage.setItem('reviewDraft', '{not json');
      renderApp(publicRoutes, '/en/account?tab=reviews', { session: { user: sessionUser() } });
      const panel = within(await screen.findByRole('tabpanel'));
      expect(await panel.findByText("You haven't written any reviews yet")).toBeTruthy();
      expect(panel.queryByText('You have an unfinished review')).toBeNull();
      window.localStorage.clear();
      expect(panel.queryByRole('link', { name: 'Continue' })).toBeNull();
    });
  });

  it.each([
    ['not public yet', { awaitingReview: 2, live: 1, stillNeeded: 2 }, /Te faltan 2 reseñas aprobadas/],
    ['public', { awaitingReview: 1, live: 5, stillNeeded: 0 }, /^Tu perfil es público\./],
  ])(
    "keeps a pro's review link in My profile for good, with the reviews awaiting review (%s)",
    async (_case, summary, standing) => {
      renderApp(publicRoutes, '/es/account?tab=profile', {
        session: { user: sessionUser({ id: 'pro-7', isContractor: true, profileComplete: true }) },
        answers: { [apiPath(API.getReceivedReviewsSummary)]: summary },
      });
      const panel = within(await screen.findByRole('tabpanel'));
      const block = within(panel.getByRole('region', { name: 'Pide reseñas a tus clientes' }));
      expect((block.getByRole('textbox', { name: 'Tu enlace de reseñas' }) as HTMLInputElement).value).toBe(
        `${window.location.origin}/es/leave-a-review/pro-7`,
      );
      expect(block.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href')).toContain(
        encodeURIComponent(`/es/leave-a-review/pro-7`),
      );
      expect(await block.findByText(standing)).toBeTruthy();
      expect(
        block.getByText(
          summary.awaitingReview === 1 ? '1 reseña en revisión' : `${summary.awaitingReview} reseñas en revisión`,
        ),
      ).toBeTruthy();
    },
  );

  it('sends a pro whose profile is not complete to the setup', async () => {
    renderApp(publicRoutes, '/en/account?tab=profile', {
      session: { user: sessionUser({ isContractor: true, profileComplete: false }) },
    });
    const panel = within(await screen.findByRole('tabpanel'));
    expect(panel.getByRole('link', { name: 'Set up my profile' }).getAttribute('href')).toBe(
      '/en/account-setup/basic-info',
    );
    // No review link to send before there is a profile to review.
    expect(panel.queryByRole('textbox', { name: 'Your review link' })).toBeNull();
  });

  it('asks a pro before they become a client, and keeps them a pro when they cancel', async () => {
    renderApp(publicRoutes, '/en/account', { session: { user: sessionUser({ isContractor: true }) } });
    const pro = (await screen.findByRole('radio', { name: /I'm a pro/ })) as HTMLInputElement;
    fireEvent.click(screen.getByRole('radio', { name: /I'm looking for a pro/ }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Stop offering your services here?' }));
    expect(dialog.getByText(/Your profile leaves the public site/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(pro.checked).toBe(true);
  });

  it('sends a client who opens /profile without an id to their account, and a pro to their profile', async () => {
    const client = renderApp(publicRoutes, '/en/profile', { session: { user: sessionUser({ isContractor: false }) } });
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(client.router.location.pathname).toBe('/en/account');
    client.unmount();

    const pro = renderApp(publicRoutes, '/es/profile', {
      session: { user: sessionUser({ id: 'pro-9', isContractor: true }) },
    });
    await waitFor(() => expect(pro.router.location.pathname).toBe('/es/profile/pro-9'));
  });
});
