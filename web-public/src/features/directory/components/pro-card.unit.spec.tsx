import { screen, within } from '@testing-library/react';
import type { DirectoryItem } from '@gp/shared';
import { renderInPage } from '../../../testing/render-in-page';
import { ProCard } from './pro-card';

const pro = (overrides: Partial<DirectoryItem> = {}): DirectoryItem => ({
  id: 'pro-1',
  displayName: 'Playa Fix',
  profilePhotoUrl: null,
  profilePhotoSources: null,
  rating: { average: 14 / 3, count: 3 },
  serviceIds: ['plumbing'],
  zoneIds: ['tamarindo'],
  languageCodes: ['es'],
  openNow: true,
  responseSignal: null,
  phoneVerified: false,
  contact: { whatsapp: false, call: false, message: true },
  nearby: null,
  ...overrides,
});

describe('ProCard', () => {
  it.each([
    ['en', 'Rated 4.67 out of 5', /^4\.67 · /],
    ['es', 'Calificación: 4,67 de 5', /^4,67 · /],
  ] as const)('(%s) draws the stars at the average it shows beside them', async (lang, name, shown) => {
    renderInPage(<ProCard pro={pro()} contactActions={null} />, lang);
    const card = await screen.findByRole('article');
    const stars = within(card).getByRole('img', { name });
    expect(stars.querySelectorAll<HTMLElement>('.star-fill')[4]?.style.width).toBe('67%');
    expect(within(card).getByText(shown)).toBeTruthy();
  });

  it('shows "Phone verified" for a verified number only', async () => {
    const verified = renderInPage(<ProCard pro={pro({ phoneVerified: true })} contactActions={null} />, 'es');
    expect(within(await screen.findByRole('article')).getByText('Teléfono verificado')).toBeTruthy();
    verified.unmount();
    renderInPage(<ProCard pro={pro()} contactActions={null} />, 'en');
    expect(within(await screen.findByRole('article')).queryByText('Phone verified')).toBeNull();
  });

  it.each([
    ['en', 'Sámara · 25 km away'],
    ['es', 'Sámara · a 25 km'],
  ] as const)('(%s) says the nearest place a nearby pro serves, and how far: "%s"', async (lang, line) => {
    renderInPage(<ProCard pro={pro({ nearby: { zoneId: 'samara', km: 25 } })} contactActions={null} />, lang);
    expect(within(await screen.findByRole('article')).getByText(line)).toBeTruthy();
  });

  it('says no distance for a pro serving the searched place', async () => {
    renderInPage(<ProCard pro={pro()} contactActions={null} />, 'en');
    expect(within(await screen.findByRole('article')).queryByText(/km away/)).toBeNull();
  });

  it('(es) shows how quickly the pro answers, and nothing for a pro with too few requests', async () => {
    const signal = { requests: 4, medianMinutes: 95, answeredWithinDayPercent: 75 };
    const { unmount } = renderInPage(<ProCard pro={pro({ responseSignal: signal })} contactActions={null} />, 'es');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Suele responder en 2 h · responde el 75 %')).toBeTruthy();
    unmount();
    renderInPage(<ProCard pro={pro()} contactActions={null} />, 'es');
    expect((await screen.findByRole('article')).textContent).not.toMatch(/responde/i);
  });
});
