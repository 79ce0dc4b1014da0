import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { publicRoutes } from '../../../app/router';
import { renderApp } from '@gp/web-common/testing/render-app';
import { authProvidersKey } from '../api/get-auth-providers';

describe('create-account and sign-in pages', () => {
  it('invites a professional when the link has role=contractor', async () => {
    renderApp(publicRoutes, '/es/create-account?role=contractor&betakey=abc', { session: { user: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Únete como profesional' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Únete como profesional · Guanacaste Pros'));
  });

  it('lets a sign-up choose client or pro, the link preselecting it, and carries the choice to Google', async () => {
    renderApp(publicRoutes, '/en/create-account?role=contractor', {
      session: { user: null },
      answers: { [authProvidersKey]: { google: true } },
    });
    const main = within(await screen.findByRole('main'));
    const pro = await main.findByRole('radio', { name: /I'm a pro/ });
    const client = main.getByRole('radio', { name: /I'm looking for a pro/ });
    expect((pro as HTMLInputElement).checked).toBe(true);
    expect(main.getByRole('heading', { level: 1, name: 'Join as a professional' })).toBeTruthy();

    fireEvent.click(client);
    expect((client as HTMLInputElement).checked).toBe(true);
    expect(await main.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/api/v1/auth/google/start?lang=en&role=client',
    );
  });

  it('starts a sign-up without a role as a client, and offers no choice on sign-in', async () => {
    const signUp = renderApp(publicRoutes, '/es/create-account', { session: { user: null } });
    const main = within(await screen.findByRole('main'));
    expect(((await main.findByRole('radio', { name: /Busco un profesional/ })) as HTMLInputElement).checked).toBe(true);
    signUp.unmount();

    renderApp(publicRoutes, '/es/signin', { session: { user: null } });
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('checks the fields with the shared messages before sending, and focuses the first wrong one', async () => {
    renderApp(publicRoutes, '/es/create-account', { session: { user: null } });
    const main = within(await screen.findByRole('main'));
    fireEvent.change(await main.findByLabelText(/Contraseña/, { selector: 'input' }), {
      target: { value: 'puravida' },
    });
    fireEvent.click(main.getByRole('button', { name: 'Crear cuenta' }));

    expect(await main.findByText('Correo electrónico no válido')).toBeTruthy();
    expect(main.getByText('Esta contraseña es demasiado común. Elige otra.')).toBeTruthy();
    const email = main.getByRole('textbox', { name: /Correo electrónico/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
  });

  it.each([
    ['es', 'Iniciar sesión', 'Correo electrónico no válido', 'La contraseña debe tener 6 o más caracteres'],
    ['en', 'Log in', 'Invalid email', 'Password must have 6+ characters'],
  ] as const)(
    'refuses a bad email and a short password in %s at once, before any request',
    async (lang, logIn, badEmail, shortPassword) => {
      const fetchSpy = jest.spyOn(globalThis, 'fetch');
      try {
        renderApp(publicRoutes, `/${lang}/signin`, { session: { user: null } });
        const main = within(await screen.findByRole('main'));
        fireEvent.change(await main.findByRole('textbox', { name: /Correo electrónico|Email/ }), {
          target: { value: 'ana@' },
        });
        fireEvent.click(main.getByRole('button', { name: logIn }));
        // In the same task as the click: nothing was loaded or asked for the check.
        expect(main.getByText(badEmail)).toBeTruthy();
        expect(main.getByText(shortPassword)).toBeTruthy();
        expect(fetchSpy).not.toHaveBeenCalled();
      } finally {
        fetchSpy.mockRestore();
      }
    },
  );

  it('sends what the schema makes of the fields, and parses the answer with the schema', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        // A user without the session's fields: not the answer the schema declares.
        new Response(JSON.stringify({ user: { id: 'user-1' }, position: 3 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    try {
      renderApp(publicRoutes, '/es/signin', { session: { user: null } });
      const main = within(await screen.findByRole('main'));
      fireEvent.change(main.getByRole('textbox', { name: /Correo electrónico/ }), {
        target: { value: '  Ana@Example.COM ' },
      });
      fireEvent.change(main.getByLabelText(/Contraseña/, { selector: 'input' }), { target: { value: 'tamarindo-42' } });
      fireEvent.click(main.getByRole('button', { name: 'Iniciar sesión' }));

      expect(await main.findByText('Algo salió mal de nuestro lado. Inténtalo de nuevo.')).toBeTruthy();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      const [url, init] = fetchSpy.mock.calls[0]!;
      expect(url).toBe('/api/v1/auth/sign-in');
      expect(JSON.parse(init!.body as string)).toEqual({ email: 'ana@example.com', password: 'tamarindo-42' });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('clears a field error as the person corrects it', async () => {
    renderApp(publicRoutes, '/en/signin', { session: { user: null } });
    const main = within(await screen.findByRole('main'));
    fireEvent.click(await main.findByRole('button', { name: 'Log in' }));
    expect(await main.findByText('Invalid email')).toBeTruthy();

    fireEvent.change(main.getByRole('textbox', { name: /Email/ }), { target: { value: 'ana@example.com' } });
    expect(main.queryByText('Invalid email')).toBeNull();
    expect(main.getByText('Password must have 6+ characters')).toBeTruthy();
  });

  it('links to the other page keeping the query', async () => {
    renderApp(publicRoutes, '/en/signin?betakey=k1&role=contractor&reviewId=r9&nextRoute=%2Fen%2Faccount', {
      session: { user: null },
    });
    const main = within(await screen.findByRole('main'));
    expect((await main.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/en/create-account?betakey=k1&role=contractor&reviewId=r9&nextRoute=%2Fen%2Faccount',
    );
  });

  it('names the password visibility button by what it does', async () => {
    renderApp(publicRoutes, '/es/signin', { session: { user: null } });
    const toggle = await screen.findByRole('button', { name: 'Mostrar contraseña' });
    expect(toggle.getAttribute('tabindex')).toBe('0');
    fireEvent.mouseDown(toggle);
    expect(await screen.findByRole('button', { name: 'Ocultar contraseña' })).toBeTruthy();
  });

  it('offers Google only when the server has it, as a link carrying the page query', async () => {
    const withGoogle = renderApp(publicRoutes, '/es/create-account?betakey=k1&role=contractor', {
      session: { user: null },
      answers: { [authProvidersKey]: { google: true } },
    });
    const google = await screen.findByRole('link', { name: 'Continuar con Google' });
    expect(google.getAttribute('href')).toBe('/api/v1/auth/google/start?lang=es&betakey=k1&role=contractor');
    withGoogle.unmount();

    renderApp(publicRoutes, '/es/create-account', {
      session: { user: null },
      answers: { [authProvidersKey]: { google: false } },
    });
    await screen.findByRole('button', { name: 'Crear cuenta' });
    expect(screen.queryByRole('link', { name: 'Continuar con Google' })).toBeNull();
  });

  it('tells a pro without an invitation, before they sign up, that pros join by invitation, how to ask and what comes next', async () => {
    renderApp(publicRoutes, '/es/create-account?role=contractor', { session: { user: null } });
    const note = within(
      await screen.findByRole('region', { name: 'Durante la beta, los profesionales entran por invitación' }),
    );
    expect(note.getByText(/Pídenosla por WhatsApp/)).toBeTruthy();
    expect(note.getByText(/queda en nuestra lista de espera hasta que abramos tu acceso/)).toBeTruthy();
    expect(note.getByRole('link', { name: 'Pedir una invitación' }).getAttribute('href')).toBe('/es/contact');
    expect(note.getByRole('link', { name: 'Cómo funciona la beta' }).getAttribute('href')).toBe('/es/faq');
  });

  it('tells an invited pro that the link carries the invitation, and a client what the beta means for them', async () => {
    const invited = renderApp(publicRoutes, '/en/create-account?role=contractor&betakey=k1', {
      session: { user: null },
    });
    expect(await screen.findByText('Your invitation is in this link')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pros join by invitation during the beta' })).toBeNull();
    invited.unmount();

    renderApp(publicRoutes, '/en/create-account', { session: { user: null } });
    expect(await screen.findByText(/without an invitation, yours waits on our waitlist/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /I'm a pro/ }));
    expect(await screen.findByRole('region', { name: 'Pros join by invitation during the beta' })).toBeTruthy();
  });
});
