import { fireEvent, screen, within } from '@testing-library/react';
import { profileView } from '../../../testing/profile-view';
import { publicRoutes } from '../../../app/router';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { profileKey } from '../../../lib/api/get-profile';

const member = sessionUser({ id: 'member-1' });

/** The member's own profile, as GET /api/v1/profiles/:id answers it to its owner. */
const ownProfile = (phoneNumber: string | null) =>
  profileView({
    id: member.id,
    displayName: null,
    description: {},
    isContractor: false,
    serviceIds: [],
    zoneIds: [],
    languageCodes: [],
    phoneNumber,
  });

async function openAddPhoneNumber(
  lang: 'en' | 'es',
  phoneNumber: string | null = null,
  isContractor = true,
  query = '',
) {
  const view = renderApp(publicRoutes, `/${lang}/add-phone-number${query}`, {
    session: { user: { ...member, isContractor } },
    answers: { [profileKey(member.id)]: ownProfile(phoneNumber) },
  });
  const main = within(await screen.findByRole('main'));
  return { ...view, main };
}

describe('/{lang}/add-phone-number, step 1: the number', () => {
  it.each([
    ['en', 'Phone number', "We'll text +506 8888 7777", 'Send code', 'Invalid phone number.'],
    [
      'es',
      'Número de teléfono',
      'Enviaremos el SMS al +506 8888 7777',
      'Enviar código',
      'Número de teléfono no válido.',
    ],
  ] as const)(
    'previews the number as typed and refuses one that does not normalise (%s)',
    async (lang, label, preview, submit, invalid) => {
      const { main } = await openAddPhoneNumber(lang);
      const field = (await main.findByRole('textbox', { name: label })) as HTMLInputElement;
      expect(document.activeElement).toBe(field);
      expect(field.getAttribute('type')).toBe('tel');

      fireEvent.change(field, { target: { value: '8888 77' } });
      expect(main.queryByText(preview)).toBeNull();
      fireEvent.change(field, { target: { value: '8888 7777' } });
      expect(main.getByText(preview)).toBeTruthy();

      fireEvent.change(field, { target: { value: '12345' } });
      fireEvent.click(main.getByRole('button', { name: submit }));
      expect(await main.findByText(invalid)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(field);

      // Correcting the number clears the message.
      fireEvent.change(field, { target: { value: '(506) 8888-7777' } });
      expect(main.queryByText(invalid)).toBeNull();
      expect(main.getByText(preview)).toBeTruthy();
    },
  );

  it.each([
    [
      'en',
      "We'll text you a 6-digit code to confirm the number is yours. Your number lets you sign in; clients see it only if you choose to be reached by WhatsApp or calls.",
    ],
    [
      'es',
      'Te enviaremos un código de 6 dígitos por SMS para confirmar que el número es tuyo. Tu número te sirve para iniciar sesión; los clientes lo ven solo si eliges que te contacten por WhatsApp o llamada.',
    ],
  ] as const)(
    'says what the number is for: signing in, and reaching clients only by choice (%s)',
    async (lang, intro) => {
      const { main } = await openAddPhoneNumber(lang);
      expect(await main.findByText(intro)).toBeTruthy();
      // Not the old promise, which a verified number broke by publishing WhatsApp and call buttons.
      expect(main.queryByText(/Only you can see it|Solo tú lo ves/)).toBeNull();
    },
  );

  it('reads ten digits as a North American number', async () => {
    const { main } = await openAddPhoneNumber('en');
    fireEvent.change(await main.findByRole('textbox', { name: 'Phone number' }), {
      target: { value: '(415) 555-2671' },
    });
    expect(main.getByText("We'll text +1 415 555 2671")).toBeTruthy();
  });

  it('tells an owner who already has a number that a new one replaces it', async () => {
    const { main } = await openAddPhoneNumber('es', '+50670001234');
    expect(
      await main.findByText('Tu número actual: +506 7000 1234. Si verificas uno nuevo, lo reemplaza.'),
    ).toBeTruthy();
    expect(main.getByRole('heading', { level: 1, name: 'Agrega tu número de teléfono' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Volver a tu perfil' }).getAttribute('href')).toBe('/es/profile/member-1');
  });

  it('takes a client back to their account: they have no profile to return to', async () => {
    const { main } = await openAddPhoneNumber('en', null, false);
    expect((await main.findByRole('link', { name: 'Back to your account' })).getAttribute('href')).toBe('/en/account');
  });

  it('takes a pro who came from the setup wizard back to its last step', async () => {
    const { main } = await openAddPhoneNumber('es', null, true, '?from=setup');
    expect(
      (await main.findByRole('link', { name: 'Volver a la configuración de tu perfil' })).getAttribute('href'),
    ).toBe('/es/account-setup/finish');
  });

  it('sends a visitor to sign in first', async () => {
    const { router } = renderApp(publicRoutes, '/es/add-phone-number', { session: { user: null } });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(`${router.location.pathname}${router.location.search}`).toBe(
      '/es/signin?nextRoute=%2Fes%2Fadd-phone-number',
    );
  });
});

describe('/{lang}/signin: signing in with the phone', () => {
  it('offers the phone under the email form and switches to it keeping the query', async () => {
    const { router } = renderApp(publicRoutes, '/es/signin?nextRoute=%2Fes%2Faccount', { session: { user: null } });
    const main = within(await screen.findByRole('main'));
    const option = await main.findByRole('link', { name: 'Inicia sesión con tu teléfono' });
    expect(option.getAttribute('href')).toBe('/es/signin?nextRoute=%2Fes%2Faccount&method=phone');

    fireEvent.click(option);
    expect(await main.findByRole('heading', { level: 1, name: 'Inicia sesión con tu teléfono' })).toBeTruthy();
    expect(main.getByRole('textbox', { name: 'Número de teléfono' })).toBeTruthy();
    expect(main.queryByRole('textbox', { name: 'Correo electrónico' })).toBeNull();

    fireEvent.click(main.getByRole('link', { name: 'Iniciar sesión con correo electrónico' }));
    expect(await main.findByRole('textbox', { name: 'Correo electrónico' })).toBeTruthy();
    expect(`${router.location.pathname}${router.location.search}`).toBe('/es/signin?nextRoute=%2Fes%2Faccount');
  });

  it.each([
    ['en', 'Phone number', 'Send code', 'Enter your phone number.'],
    ['es', 'Número de teléfono', 'Enviar código', 'Escribe tu número de teléfono.'],
  ] as const)(
    'says an empty number is missing, not invalid, and sends nothing (%s)',
    async (lang, label, submit, missing) => {
      const fetchSpy = jest.spyOn(globalThis, 'fetch');
      renderApp(publicRoutes, `/${lang}/signin?method=phone`, { session: { user: null } });
      const main = within(await screen.findByRole('main'));
      const field = await main.findByRole('textbox', { name: label });
      expect(field.getAttribute('aria-invalid')).toBeNull();
      fireEvent.click(main.getByRole('button', { name: submit }));
      expect(await main.findByText(missing)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
      fetchSpy.mockRestore();
    },
  );

  it('checks the number before sending it, in English too', async () => {
    renderApp(publicRoutes, '/en/signin?method=phone', { session: { user: null } });
    const main = within(await screen.findByRole('main'));
    fireEvent.change(await main.findByRole('textbox', { name: 'Phone number' }), { target: { value: '555' } });
    fireEvent.click(main.getByRole('button', { name: 'Send code' }));
    expect(await main.findByText('Invalid phone number.')).toBeTruthy();
  });
});
