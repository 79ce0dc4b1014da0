import { sessionUser } from '@gp/web-common/testing/session-user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { betaKeyView, pageOf } from '../../../testing/admin-fixtures';
import { renderConsole } from '../../../testing/render-console';
import { betaKeysKey, BETA_KEYS_PAGE_SIZE } from '../api/get-beta-keys';

const admin = sessionUser({ isAdmin: true });
const auditor = sessionUser({ isAuditor: true });
const unused = betaKeyView();
const used = betaKeyView({
  id: 'key-2',
  status: 'used',
  note: '<img src=x onerror=alert(1)> {{7*7}} $&',
  isConsumed: true,
  consumedAt: '2025-03-06T15:00:00.000Z',
  consumedBy: 'user-carlos',
  consumedByName: 'Carlos Vega',
  signUpLinks: null,
});
const revoked = betaKeyView({
  id: 'key-3',
  status: 'revoked',
  note: null,
  revokedAt: '2025-03-07T16:00:00.000Z',
  revokedBy: 'user-admin',
  revokedByName: 'Marta Admin',
  signUpLinks: null,
});
const answers = { [betaKeysKey(1)]: pageOf([unused, used, revoked], BETA_KEYS_PAGE_SIZE) };

type Sent = { method: string; url: string; body: unknown };
const answerWith = (sent: Sent[], post: unknown, list: unknown) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    sent.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const body = method === 'POST' ? post : list;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });

describe('beta keys tab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each key in Spanish: its note as text, its state in words, who created, used or revoked it and when', async () => {
    renderConsole('/es/admin/beta-keys', { user: admin, answers });
    expect(await screen.findByRole('heading', { level: 2, name: 'Claves beta' })).toBeTruthy();
    const [first, second, third] = within(screen.getByRole('list', { name: 'Claves beta' })).getAllByRole('listitem');

    expect(within(first!).getByText('Plomero de Tamarindo')).toBeTruthy();
    expect(within(first!).getByText('Sin usar')).toBeTruthy();
    expect(within(first!).getByText(/^Creada el 4 mar 2025.* por Marta Admin$/)).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Revocar la clave «Plomero de Tamarindo»' })).toBeTruthy();

    expect(within(second!).getByText('<img src=x onerror=alert(1)> {{7*7}} $&')).toBeTruthy();
    expect(second!.querySelector('img')).toBeNull();
    expect(within(second!).getByText('Usada')).toBeTruthy();
    expect(within(second!).getByText(/^Usada por Carlos Vega el 6 mar 2025/)).toBeTruthy();
    expect(within(second!).queryByRole('button')).toBeNull();

    expect(within(third!).getByText('Sin nota')).toBeTruthy();
    expect(within(third!).getByText('Revocada')).toBeTruthy();
    expect(within(third!).getByText(/^Revocada el 7 mar 2025.* por Marta Admin$/)).toBeTruthy();
    expect(within(third!).queryByRole('button')).toBeNull();
  });

  it("opens an unused key's sign-up links to copy", async () => {
    renderConsole('/en/admin/beta-keys', { user: admin, answers });
    const [first] = within(await screen.findByRole('list', { name: 'Beta keys' })).getAllByRole('listitem');
    fireEvent.click(
      within(first!).getByRole('button', { name: 'Copy a sign-up link of the key “Plomero de Tamarindo”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign-up links' });
    expect(within(dialog).getByText('Note: Plomero de Tamarindo')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Spanish sign-up link' }) as HTMLTextAreaElement).value).toBe(
      unused.signUpLinks!.es,
    );
  });

  it('revokes a key only after the confirmation, then says so', async () => {
    const sent: Sent[] = [];
    const afterRevoke = pageOf(
      [{ ...unused, status: 'revoked', revokedAt: '2025-03-08T10:00:00.000Z', signUpLinks: null }],
      BETA_KEYS_PAGE_SIZE,
    );
    answerWith(sent, { position: 40 }, afterRevoke);
    renderConsole('/es/admin/beta-keys', { user: admin, answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Revocar la clave «Plomero de Tamarindo»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Revocar esta clave beta?' });
    expect(within(dialog).getByText('Vas a revocar la clave «Plomero de Tamarindo».')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revocar clave' }));

    expect(
      await screen.findByText('Revocaste la clave «Plomero de Tamarindo»: ya no deja entrar a nadie.'),
    ).toBeTruthy();
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/v1/admin/beta-keys/key-1/revoke', body: {} });
    await waitFor(() => expect(screen.getAllByText('Revocada').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('issues a key with the note typed, shows its links, and empties the note', async () => {
    const sent: Sent[] = [];
    answerWith(
      sent,
      {
        keyId: 'key-9',
        position: 41,
        signUpLinks: {
          en: 'https://x/en/create-account?betakey=key-9',
          es: 'https://x/es/create-account?betakey=key-9',
        },
      },
      answers[betaKeysKey(1)],
    );
    renderConsole('/en/admin/beta-keys', { user: admin, answers });
    const note = await screen.findByRole('textbox', { name: 'Note (optional)' });
    fireEvent.change(note, { target: { value: '  Carlos, electricista  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'New beta key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New beta key' });
    expect(within(dialog).getByText('Note: Carlos, electricista')).toBeTruthy();
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/v1/admin/beta-keys', body: { note: 'Carlos, electricista' } });
    expect((note as HTMLInputElement).value).toBe('');
  });

  it('gives an auditor the list without the note field, the new key button or Revoke', async () => {
    renderConsole('/en/admin/beta-keys', { user: auditor, answers });
    await screen.findByRole('list', { name: 'Beta keys' });
    expect(screen.queryByRole('textbox', { name: 'Note (optional)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New beta key' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });

  it('says so when there is no key yet', async () => {
    renderConsole('/es/admin/beta-keys', {
      user: admin,
      answers: { [betaKeysKey(1)]: pageOf([], BETA_KEYS_PAGE_SIZE) },
    });
    expect(await screen.findByText('Todavía no hay claves beta')).toBeTruthy();
  });
});
