import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NotificationPreferences } from '@gp/shared';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { publicRoutes } from '../../../app/router';
import { notificationPreferencesKey } from '../api/get-notification-preferences';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderSection(
  lang: 'en' | 'es',
  isContractor: boolean,
  preferences?: NotificationPreferences,
  hasVerifiedPhone = true,
) {
  return renderApp(publicRoutes, `/${lang}/account?tab=notifications`, {
    session: { user: sessionUser({ isContractor, preferredLang: lang }) },
    answers: preferences ? { [notificationPreferencesKey]: { preferences, hasVerifiedPhone } } : {},
  });
}

/** The browser's fetch: records each PUT and answers it with `onPut`. */
function stubApi(onPut: () => Response) {
  const puts: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      return onPut();
    }
    return answer(404, { code: 'ROUTE.NOT_FOUND', message: '404 - Not Found' });
  });
  return puts;
}

const kindLabels = () =>
  (screen.getAllByRole('combobox') as HTMLSelectElement[]).map((box) => box.labels?.[0]?.textContent?.trim());
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('the notification choices in My account (issue 36)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a pro every kind in Spanish with its saved channel, and saves the whole map with a confirmation', async () => {
    const puts = stubApi(() => answer(200, { position: 9 }));
    renderSection('es', true, { 'review-published': 'sms', 'photo-refused': 'none' });
    expect(await screen.findByRole('heading', { name: 'Avisos' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Avisos' }).getAttribute('aria-selected')).toBe('true');
    expect(kindLabels()).toEqual([
      'Se publica una reseña en mi perfil',
      'Mi perfil se vuelve público',
      'Una de mis fotos no es aprobada',
      'Se oculta mi respuesta a una reseña',
      'Se publica mi reseña',
      'Se retira mi reseña',
      'Un profesional marca mi solicitud como respondida',
      'Dos días después de una solicitud, preguntarme si el profesional me respondió',
    ]);
    expect(select('Se publica una reseña en mi perfil').value).toBe('sms');
    expect(select('Mi perfil se vuelve público').value).toBe('automatic');
    expect(Array.from(select('Mi perfil se vuelve público').options).map((option) => option.textContent)).toEqual([
      'Automático',
      'WhatsApp',
      'SMS',
      'Ninguno',
    ]);
    expect(screen.getByText(/Entre las 9 p\. m\. y las 7 a\. m\./)).toBeTruthy();
    expect(screen.getByText(/Si respondes STOP o BAJA/)).toBeTruthy();
    expect(screen.queryByText('Aún no tienes un número verificado')).toBeNull();

    fireEvent.change(select('Mi perfil se vuelve público'), { target: { value: 'whatsapp' } });
    fireEvent.change(select('Se publica una reseña en mi perfil'), { target: { value: 'automatic' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar opciones de avisos' }));
    expect(await screen.findByText('Guardado. Tus próximos avisos siguen estas opciones.')).toBeTruthy();
    expect(puts).toEqual([{ preferences: { 'photo-refused': 'none', 'profile-public': 'whatsapp' } }]);
  });

  it("shows a client only a client's kinds in English, keeps a pro kind saved earlier, and says when saving failed", async () => {
    const puts = stubApi(() => answer(503, { code: 'SERVICE.UNAVAILABLE', message: 'Try again later.' }));
    renderSection('en', false, { 'review-published': 'none' });
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(kindLabels()).toEqual([
      'My review is published',
      'My review is removed',
      'A pro marks my request as answered',
      'Two days after a request, ask me whether the pro got back to me',
    ]);
    expect(screen.getByText(/between 9 p\.m\. and 7 a\.m\./)).toBeTruthy();
    expect(screen.getByText(/Replying STOP or BAJA/)).toBeTruthy();

    fireEvent.change(select('My review is removed'), { target: { value: 'sms' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notification choices' }));
    expect(await screen.findByText("We couldn't save your choices. Check your connection and try again.")).toBeTruthy();
    expect(puts).toEqual([{ preferences: { 'review-published': 'none', 'own-review-removed': 'sms' } }]);
  });

  it('says when the account has no verified number, with the way to add one, in both languages', async () => {
    stubApi(() => answer(200, { position: 1 }));
    const { unmount } = renderSection('es', false, {}, false);
    expect(await screen.findByText('Aún no tienes un número verificado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verificar mi teléfono' }).getAttribute('href')).toBe(
      '/es/add-phone-number',
    );
    unmount();
    renderSection('en', true, {}, false);
    expect(await screen.findByText('No verified phone number yet')).toBeTruthy();
    expect(screen.getByText(/we tell the number you gave in that request/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify my phone' }).getAttribute('href')).toBe('/en/add-phone-number');
  });

  it('says the choices are loading until they come', async () => {
    stubApi(() => answer(200, { position: 1 }));
    renderSection('en', false);
    expect(await screen.findByText('Loading your notification choices…')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save notification choices' })).toBeNull());
  });
});
