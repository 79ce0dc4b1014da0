import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { publicRoutes } from '../../../app/router';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The browser's fetch: records each DELETE and answers it with `onDelete`. */
function stubApi(onDelete: () => Response) {
  const deletes: { url: string; body: unknown }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'DELETE') {
      deletes.push({ url: String(input), body: JSON.parse(String(init.body)) });
      return onDelete();
    }
    return answer(404, { code: 'ROUTE.NOT_FOUND', message: '404 - Not Found' });
  });
  return deletes;
}

describe('deleting my account from My account (issue 37)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for BORRAR in Spanish before the red button works, then lands signed out on the home page with a notice', async () => {
    const deletes = stubApi(() => answer(200, { position: 12 }));
    const { router } = renderApp(publicRoutes, '/es/account', {
      session: { user: sessionUser({ preferredLang: 'es' }) },
    });
    const section = within(await screen.findByRole('region', { name: 'Borrar mi cuenta' }));
    fireEvent.click(section.getByRole('button', { name: 'Borrar mi cuenta…' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Borrar tu cuenta para siempre?' }));
    expect(dialog.getByText('Qué se borra')).toBeTruthy();
    expect(dialog.getByText(/«Antiguo usuario»/)).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Borrar mi cuenta' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const word = dialog.getByRole('textbox', { name: 'Escribe BORRAR para confirmar' });
    fireEvent.change(word, { target: { value: 'DELETE' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(word, { target: { value: ' borrar ' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(dialog.getByRole('checkbox', { name: /Borrar también mis reseñas/ }));
    fireEvent.click(confirm);
    await waitFor(() => expect(router.location.pathname).toBe('/es'));
    expect(await screen.findByText('Tu cuenta fue borrada')).toBeTruthy();
    // Signed out here too: the header offers to sign in again.
    expect((await screen.findAllByRole('link', { name: 'Iniciar sesión' })).length).toBeGreaterThan(0);
    expect(deletes).toEqual([{ url: '/api/v1/account', body: { removeReviews: true } }]);
  });

  it('asks for DELETE in English, sends the reviews choice as left, and shows a refusal in the dialog', async () => {
    const deletes = stubApi(() =>
      answer(409, { code: 'ADMIN.PROTECTED_ACCOUNT', message: 'Administrators cannot be deleted or impersonated.' }),
    );
    const { router } = renderApp(publicRoutes, '/en/account', { session: { user: sessionUser({}) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account for good?' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }), { target: { value: 'DELETE' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toBeTruthy();
    expect(deletes).toEqual([{ url: '/api/v1/account', body: { removeReviews: false } }]);
    expect(router.location.pathname).toBe('/en/account');
  });
});
