import { screen, within } from '@testing-library/react';
import type { MyDataExport } from '@gp/shared';
import { renderInPage } from '../../../testing/render-in-page';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { myDataKey } from '../api/export-my-data';
import { MyDataPage } from './my-data-page';

const HOSTILE = '</script><b>Ana</b> $& "quote"';
const day = { open: '07:00', close: '17:00', isClosed: false };
const data = (overrides: Partial<MyDataExport> = {}): MyDataExport => ({
  exportedAt: '2026-11-28T16:00:00.000Z',
  account: {
    id: 'u1',
    email: 'ana@example.com',
    displayName: HOSTILE,
    phoneNumber: '+50670004321',
    preferredLang: 'es',
    roles: ['contractor'],
    acceptedTermsVersion: 2,
    createdAt: '2026-11-01T15:00:00.000Z',
  },
  profile: {
    description: { es: 'Fontanería en Tamarindo' },
    serviceIds: [],
    zoneIds: [],
    languageCodes: [],
    hours: [{ ...day, isClosed: true }, ...Array.from({ length: 6 }, () => day)],
    photos: [{ id: 'p1', status: 'pending', usedAs: 'profile', uploadedAt: '2026-11-02T15:00:00.000Z' }],
    contactPreferences: { whatsapp: true, call: false, message: true },
  },
  reviewsWritten: [
    {
      id: 'r1',
      proId: 'pro-1',
      authorName: HOSTILE,
      statedEmail: 'ana@example.com',
      rating: 4,
      title: 'Muy bueno',
      body: 'Llegó a tiempo.',
      status: 'pending',
      createdAt: '2026-11-20T15:00:00.000Z',
      reply: null,
    },
  ],
  requestsSent: [
    {
      id: 'l1',
      proId: 'pro-1',
      name: 'Ana',
      phoneNumber: '+50670004321',
      message: 'Necesito arreglar una fuga.',
      sentAt: '2026-11-21T15:00:00.000Z',
      answeredAt: null,
    },
  ],
  requestsReceived: [],
  events: [{ type: 'UserRegistered', recordedAt: '2026-11-01T15:00:00.000Z' }],
  ...overrides,
});

const renderPage = (answer: MyDataExport, lang: 'en' | 'es') =>
  renderInPage(<MyDataPage />, lang, {
    session: { user: sessionUser({ id: 'u1' }) },
    answers: { [myDataKey]: answer },
  });

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('MyDataPage', () => {
  it('shows every part of the data in English: facts, the profile, reviews and requests as tables, the history', async () => {
    renderPage(data(), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'My data' })).toBeTruthy();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText('ana@example.com')).toBeTruthy();
    expect(within(account).getByText(HOSTILE)).toBeTruthy();
    expect(document.querySelector('dd b')).toBeNull();
    expect(within(account).getByText('Pro')).toBeTruthy();
    expect(within(account).getByText('Version 2')).toBeTruthy();
    const profile = section('Pro profile');
    expect(profile.getByText('Fontanería en Tamarindo')).toBeTruthy();
    expect(profile.getByText('WhatsApp, Message')).toBeTruthy();
    expect(profile.getByText(/Sunday: Closed/)).toBeTruthy();
    expect(profile.getByText(/Monday: 07:00–17:00/)).toBeTruthy();
    expect(profile.getByRole('row', { name: /p1 Waiting for review Profile photo/ })).toBeTruthy();
    const reviews = section('Reviews you wrote');
    expect(reviews.getByRole('columnheader', { name: 'Rating' })).toBeTruthy();
    expect(reviews.getByText('4 of 5')).toBeTruthy();
    expect(reviews.getByText('Muy bueno')).toBeTruthy();
    expect(reviews.getByText('Waiting for approval')).toBeTruthy();
    expect(reviews.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe('/en/profile/pro-1');
    const sent = section('Requests you sent');
    expect(sent.getByText('Necesito arreglar una fuga.')).toBeTruthy();
    expect(sent.getByText('Not answered')).toBeTruthy();
    expect(section('Requests you received').getByText("You haven't received any requests.")).toBeTruthy();
    expect(section('Account history').getByText('Account created')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download my data (JSON)' }).getAttribute('href')).toBe(
      '/api/v1/account/data-export?download=1',
    );
  });

  it('speaks Spanish, with empty states for a client without profile, reviews or requests', async () => {
    renderPage(
      data({
        account: { ...data().account, roles: ['client'], phoneNumber: null },
        profile: null,
        reviewsWritten: [],
        requestsSent: [],
      }),
      'es',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis datos' })).toBeTruthy();
    const account = await screen.findByRole('region', { name: 'Cuenta' });
    expect(within(account).getByText('Cliente')).toBeTruthy();
    expect(within(account).getByText('Ninguno')).toBeTruthy();
    expect(within(account).getByText('Español')).toBeTruthy();
    expect(section('Perfil profesional').getByText('No tienes perfil profesional.')).toBeTruthy();
    expect(section('Reseñas que escribiste').getByText('No has escrito reseñas.')).toBeTruthy();
    expect(section('Solicitudes que enviaste').getByText('No has enviado solicitudes.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Solicitudes que recibiste' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Descargar mis datos (JSON)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a mi cuenta' }).getAttribute('href')).toBe('/es/account');
  });
});
