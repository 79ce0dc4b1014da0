import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeadView } from '@gp/shared';
import { renderInPage } from '../../../testing/render-in-page';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { leadsKey } from '../api/list-leads';
import { proStatsKey } from '../api/get-pro-stats';
import { RequestsInbox } from './requests-inbox';

const lead = (overrides: Partial<LeadView> = {}): LeadView => ({
  id: 'l1',
  proId: 'pro-1',
  name: '</script><b>Laura</b>',
  phoneNumber: '+50670001234',
  message: 'Fuga en la cocina $&',
  lang: 'es',
  sentAt: '2026-11-22T16:00:00.000Z',
  answeredAt: null,
  readAt: '2026-11-22T17:00:00.000Z',
  replyLinks: { whatsapp: 'https://wa.me/50670001234', call: 'tel:+50670001234' },
  ...overrides,
});
const stats = { days: 30, profileViews: 12, whatsappTaps: 3, callTaps: 1, leads: 2 };

function renderInbox(items: LeadView[], lang: 'en' | 'es' = 'en') {
  return renderInPage(<RequestsInbox />, lang, {
    session: { user: sessionUser({ id: 'pro-1' }) },
    answers: { [leadsKey(1)]: { items, total: items.length, page: 1, pageSize: 20 }, [proStatsKey]: stats },
  });
}

describe('RequestsInbox', () => {
  it('shows the 30-day figures and each request as text, with one-tap answers', async () => {
    renderInbox([lead(), lead({ id: 'l2', name: 'Ana', answeredAt: '2026-11-23T08:00:00.000Z' })]);
    const figures = await screen.findByRole('region', { name: 'Your last 30 days' });
    expect(within(figures).getByText('Profile views').nextSibling?.textContent).toBe('12');
    const request = screen.getByRole('article', { name: 'Request from </script><b>Laura</b>' });
    expect(within(request).getByText('Fuga en la cocina $&')).toBeTruthy();
    expect(within(request).getByText(/· \+506 7000 1234 ·/)).toBeTruthy();
    expect(within(request).getByRole('link', { name: 'Reply on WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/50670001234',
    );
    expect(within(request).getByRole('link', { name: 'Call </script><b>Laura</b>' }).getAttribute('href')).toBe(
      'tel:+50670001234',
    );
    expect(within(request).getByRole('button', { name: 'Mark as answered' })).toBeTruthy();
    const answered = screen.getByRole('article', { name: 'Request from Ana' });
    expect(within(answered).getByText('Answered')).toBeTruthy();
    expect(within(answered).queryByRole('button', { name: 'Mark as answered' })).toBeNull();
    expect(within(answered).getByRole('button', { name: 'Mark as not answered' })).toBeTruthy();
  });

  it('marks the requests it shows unread as seen, once each, keeping their "New" mark on screen', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).endsWith('/unread')
          ? new Response(JSON.stringify({ unread: 0 }), { headers: { 'Content-Type': 'application/json' } })
          : new Response(JSON.stringify({ position: 7 }), { headers: { 'Content-Type': 'application/json' } }),
      );
    renderInbox([lead({ id: 'l1', name: 'Carlos', readAt: null }), lead({ id: 'l2', name: 'Ana' })], 'es');
    const unread = await screen.findByRole('article', { name: 'Solicitud de Carlos' });
    expect(within(unread).getByText('Nueva')).toBeTruthy();
    expect(within(unread).getByText('Sin responder')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Solicitud de Ana' })).queryByText('Nueva')).toBeNull();
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url, init]) => [String(url), init?.method ?? 'GET'])).toEqual([
        ['/api/v1/account/leads/l1/read', 'POST'],
        ['/api/v1/account/leads/unread', 'GET'],
      ]),
    );
    jest.restoreAllMocks();
  });

  it('takes back "answered" with one tap, in Spanish', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ position: 9 }), { headers: { 'Content-Type': 'application/json' } }),
      );
    renderInbox([lead({ id: 'l2', name: 'Ana', answeredAt: '2026-11-23T08:00:00.000Z' })], 'es');
    const answered = await screen.findByRole('article', { name: 'Solicitud de Ana' });
    fireEvent.click(within(answered).getByRole('button', { name: 'Marcar como no respondida' }));
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url, init]) => [String(url), init?.method])).toContainEqual([
        '/api/v1/account/leads/l2/answered',
        'DELETE',
      ]),
    );
    jest.restoreAllMocks();
  });

  it('deletes a request only after the pro confirms, in Spanish, then re-reads the inbox and the unread count', async () => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'DELETE') return json({ position: 11 });
      if (url.endsWith('/unread')) return json({ unread: 0 });
      return json({ items: [], total: 0, page: 1, pageSize: 20 });
    });
    renderInbox([lead({ id: 'l3', name: 'Carlos' })], 'es');
    const request = await screen.findByRole('article', { name: 'Solicitud de Carlos' });
    fireEvent.click(within(request).getByRole('button', { name: 'Borrar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Borrar esta solicitud?' });
    expect(within(dialog).getByText(/La solicitud de Carlos desaparecerá de tus solicitudes/)).toBeTruthy();
    // Cancel writes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toEqual([]);

    fireEvent.click(within(request).getByRole('button', { name: 'Borrar solicitud' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Borrar esta solicitud?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Borrar solicitud' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Solicitud de Carlos' })).toBeNull());
    const calls = fetch.mock.calls.map(([url, init]) => [
      String(url),
      init?.method ?? 'GET',
      new Headers(init?.headers).get('X-Min-Position'),
    ]);
    expect(calls).toContainEqual(['/api/v1/account/leads/l3', 'DELETE', null]);
    expect(calls).toContainEqual([leadsKey(1), 'GET', '11']);
    expect(calls).toContainEqual(['/api/v1/account/leads/unread', 'GET', '11']);
    jest.restoreAllMocks();
  });

  it('records a tap on WhatsApp or Call as the answer it is, with its channel', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ position: 11 }), { headers: { 'Content-Type': 'application/json' } }),
      );
    renderInbox([lead({ name: 'Ana' })]);
    const request = await screen.findByRole('article', { name: 'Request from Ana' });
    fireEvent.click(within(request).getByRole('link', { name: 'Reply on WhatsApp' }));
    fireEvent.click(within(request).getByRole('link', { name: 'Call Ana' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls
          .filter(([url]) => String(url).endsWith('/contacted'))
          .map(([url, init]) => [String(url), init?.method, init?.body]),
      ).toEqual([
        ['/api/v1/account/leads/l1/contacted', 'POST', JSON.stringify({ channel: 'whatsapp' })],
        ['/api/v1/account/leads/l1/contacted', 'POST', JSON.stringify({ channel: 'call' })],
      ]),
    );
    jest.restoreAllMocks();
  });

  it('says so when there are no requests yet, in Spanish too', async () => {
    renderInbox([], 'es');
    expect(await screen.findByText(/Todavía no hay solicitudes/)).toBeTruthy();
  });
});
