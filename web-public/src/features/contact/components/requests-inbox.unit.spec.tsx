import { screen, within } from '@testing-library/react';
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
    expect(within(request).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+50670001234');
    expect(within(request).getByRole('button', { name: 'Mark as answered' })).toBeTruthy();
    const answered = screen.getByRole('article', { name: 'Request from Ana' });
    expect(within(answered).getByText('Answered')).toBeTruthy();
    expect(within(answered).queryByRole('button', { name: 'Mark as answered' })).toBeNull();
  });

  it('says so when there are no requests yet, in Spanish too', async () => {
    renderInbox([], 'es');
    expect(await screen.findByText(/Todavía no hay solicitudes/)).toBeTruthy();
  });
});
