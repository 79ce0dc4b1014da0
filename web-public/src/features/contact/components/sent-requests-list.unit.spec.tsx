import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SentRequestView } from '@gp/shared';
import { renderInPage } from '../../../testing/render-in-page';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { sentRequestsKey } from '../api/list-sent-requests';
import { SentRequestsList } from './sent-requests-list';

const HOSTILE = '</script><b>Fuga</b> $& \u202Eevil';
const request = (overrides: Partial<SentRequestView> = {}): SentRequestView => ({
  id: 'l1',
  proId: 'pro-1',
  proName: 'Playa Fix',
  message: HOSTILE,
  sentAt: '2026-11-22T16:00:00.000Z',
  answeredAt: null,
  ...overrides,
});

function renderList(items: SentRequestView[], lang: 'en' | 'es' = 'en') {
  return renderInPage(<SentRequestsList />, lang, {
    session: { user: sessionUser({ id: 'client-1', isContractor: false }) },
    answers: { [sentRequestsKey(1)]: { items, total: items.length, page: 1, pageSize: 20 } },
  });
}

describe('SentRequestsList', () => {
  const items = [
    request({
      id: 'l2',
      proId: 'pro 2',
      proName: 'Tamarindo Pools',
      message: 'Limpieza',
      answeredAt: '2026-11-23T08:00:00.000Z',
      sentAt: '2026-11-23T07:00:00.000Z',
    }),
    request(),
  ];

  it("lists each request in the answer's order (newest first) with the pro's profile link, date, message as text and status", async () => {
    renderList(items);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Request to Tamarindo Pools',
      'Request to Playa Fix',
    ]);
    const [answered, waiting] = cards.map((card) => within(card));
    expect(answered!.getByRole('link', { name: 'Tamarindo Pools' }).getAttribute('href')).toBe('/en/profile/pro%202');
    expect(answered!.getByText('Answered')).toBeTruthy();
    expect(answered!.getByText(/Nov 23, 2026/)).toBeTruthy();
    expect(waiting!.getByRole('link', { name: 'Playa Fix' }).getAttribute('href')).toBe('/en/profile/pro-1');
    expect(waiting!.getByText('Waiting for an answer')).toBeTruthy();
    expect(waiting!.getByText(HOSTILE)).toBeTruthy();
    expect(document.querySelector('article b')).toBeNull();
    expect(screen.queryByRole('navigation', { name: /requests you sent/ })).toBeNull();
  });

  it('speaks Spanish, and names a pro whose account is gone without a link', async () => {
    renderList([...items, request({ id: 'l3', proId: 'gone', proName: null })], 'es');
    expect(await screen.findByRole('article', { name: 'Solicitud a Tamarindo Pools' })).toBeTruthy();
    expect(screen.getByText('Respondida')).toBeTruthy();
    expect(screen.getAllByText('Esperando respuesta')).toHaveLength(2);
    const gone = within(screen.getByRole('article', { name: /Un profesional que ya no está/ }));
    expect(gone.queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Playa Fix' }).getAttribute('href')).toBe('/es/profile/pro-1');
  });

  it('withdraws a request only after the sender confirms, then re-reads the list at that write', async () => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_input, init) =>
        init?.method === 'DELETE'
          ? json({ position: 12 })
          : json({ items: [items[0]], total: 1, page: 1, pageSize: 20 }),
      );
    renderList(items, 'es');
    const card = await screen.findByRole('article', { name: 'Solicitud a Playa Fix' });
    fireEvent.click(within(card).getByRole('button', { name: 'Retirar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar esta solicitud?' });
    expect(within(dialog).getByText(/Playa Fix ya no verá tu solicitud/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirar solicitud' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Solicitud a Playa Fix' })).toBeNull());
    const calls = fetch.mock.calls.map(([url, init]) => [
      String(url),
      init?.method ?? 'GET',
      new Headers(init?.headers).get('X-Min-Position'),
    ]);
    expect(calls).toEqual([
      ['/api/v1/account/sent-requests/l1', 'DELETE', null],
      [sentRequestsKey(1), 'GET', '12'],
    ]);
    expect(screen.getByRole('article', { name: 'Solicitud a Tamarindo Pools' })).toBeTruthy();
    jest.restoreAllMocks();
  });

  it('points a member who sent nothing yet to the directory, in both languages', async () => {
    // The empty state's own link (the navigation bar has one of the same name).
    const emptyState = async (title: string) => within((await screen.findByText(title)).parentElement!);
    const view = renderList([]);
    const english = await emptyState("You haven't sent any requests yet");
    expect(english.getByRole('link', { name: 'Find a pro' }).getAttribute('href')).toBe('/en/pros');
    view.unmount();
    renderList([], 'es');
    const spanish = await emptyState('Todavía no has enviado solicitudes');
    expect(spanish.getByRole('link', { name: 'Buscar un profesional' }).getAttribute('href')).toBe('/es/pros');
  });
});
