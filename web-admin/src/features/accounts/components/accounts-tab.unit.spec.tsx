import { sessionUser } from '@gp/web-common/testing/session-user';
import { fireEvent, screen, within } from '@testing-library/react';
import { adminAccount, pageOf } from '../../../testing/admin-fixtures';
import { renderConsole } from '../../../testing/render-console';
import { emulateViewportWidth } from '../../../testing/viewport';
import { accountsKey, ACCOUNTS_PAGE_SIZE } from '../api/get-accounts';

const admin = sessionUser({ id: 'admin-1', displayName: 'Demo Admin', isAdmin: true });
const auditor = sessionUser({ id: 'auditor-1', displayName: 'Olga Auditor', isAuditor: true });
const accounts = pageOf(
  [
    adminAccount(),
    adminAccount({
      id: 'user-beto',
      email: 'beto@example.com',
      displayName: 'Beto Vargas',
      hasBetaAccess: false,
      isContractor: false,
    }),
    adminAccount({ id: 'admin-1', email: 'admin@demo.guanacastepros.cr', displayName: 'Demo Admin', isAdmin: true }),
  ],
  ACCOUNTS_PAGE_SIZE,
);
const answers = { [accountsKey({ search: '', includeAnonymous: false, page: 1 })]: accounts };

let restoreViewport: () => void = () => undefined;
afterEach(() => restoreViewport());

describe('accounts tab', () => {
  describe('layout (spec §9: 1280 px)', () => {
    it('is a table at 1280 px', async () => {
      restoreViewport = emulateViewportWidth(1280);
      renderConsole('/en/admin/accounts', { user: admin, answers });
      const table = await screen.findByRole('table', { name: 'Accounts, newest first' });
      expect(within(table).getAllByRole('row')).toHaveLength(4);
      expect(within(table).getByRole('columnheader', { name: 'Beta access' })).toBeTruthy();
      expect(within(table).getByRole('columnheader', { name: 'Last 30 days' })).toBeTruthy();
      expect(within(table).getAllByText('12 views · 3 WhatsApp · 1 calls · 2 requests').length).toBeGreaterThan(0);
      expect(screen.queryByRole('list', { name: 'Accounts, newest first' })).toBeNull();
    });

    it('shows the phone number as people write it, in the table and the cards', async () => {
      restoreViewport = emulateViewportWidth(1280);
      const { unmount } = renderConsole('/en/admin/accounts', { user: admin, answers });
      const table = await screen.findByRole('table', { name: 'Accounts, newest first' });
      expect(within(table).getAllByText('+506 8888 7777').length).toBeGreaterThan(0);
      expect(within(table).queryByText('+50688887777')).toBeNull();
      unmount();
      restoreViewport();
      restoreViewport = emulateViewportWidth(1279);
      renderConsole('/en/admin/accounts', { user: admin, answers });
      const cards = await screen.findByRole('list', { name: 'Accounts, newest first' });
      expect(within(cards).getAllByText('+506 8888 7777').length).toBeGreaterThan(0);
    });

    it('is a list of cards below 1280 px, with the same controls', async () => {
      restoreViewport = emulateViewportWidth(1279);
      renderConsole('/en/admin/accounts', { user: admin, answers });
      const cards = await screen.findByRole('list', { name: 'Accounts, newest first' });
      expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
      expect(screen.queryByRole('table')).toBeNull();
      const ana = within(cards).getAllByRole('listitem')[0]!;
      expect(within(ana).getByRole('checkbox', { name: 'Beta access for Ana Rojas' })).toBeTruthy();
      expect(within(ana).getByRole('button', { name: 'View the site as Ana Rojas' }).textContent).toBe('View as');
    });
  });

  it('names an account without a display name by its email, else its phone number', async () => {
    restoreViewport = emulateViewportWidth(1280);
    const unnamed = pageOf(
      [
        adminAccount({ id: 'user-3935b', displayName: null, email: 'quiet@example.com' }),
        adminAccount({
          id: 'user-4046c',
          displayName: '  ',
          email: null,
          phoneNumber: '+50670001234',
          phoneNumberDisplay: '+506 7000 1234',
        }),
      ],
      ACCOUNTS_PAGE_SIZE,
    );
    renderConsole('/en/admin/accounts', {
      user: admin,
      answers: { [accountsKey({ search: '', includeAnonymous: false, page: 1 })]: unnamed },
    });
    expect(await screen.findByRole('button', { name: 'View the site as quiet@example.com' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View the site as +506 7000 1234' })).toBeTruthy();
    expect(screen.queryByText(/User 3935b|User 4046c/)).toBeNull();
  });

  it('enables Delete only after its confirm checkbox, then still asks in a dialog', async () => {
    restoreViewport = emulateViewportWidth(1280);
    renderConsole('/en/admin/accounts', { user: admin, answers });
    const deleteBeto = await screen.findByRole('button', { name: 'Delete Beto Vargas' });
    expect(deleteBeto).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Confirm deleting Beto Vargas' }));
    expect(deleteBeto).toHaveProperty('disabled', false);
    // Ticking one row's box leaves the others locked.
    expect(screen.getByRole('button', { name: 'Delete Ana Rojas' })).toHaveProperty('disabled', true);

    fireEvent.click(deleteBeto);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    expect(within(dialog).getByText(/Beto Vargas \(beto@example\.com\) will be deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no View as or Delete for an admin, the viewer included', async () => {
    restoreViewport = emulateViewportWidth(1280);
    renderConsole('/en/admin/accounts', { user: admin, answers });
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'View the site as Ana Rojas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View the site as Demo Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Demo Admin' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Auditor role for Demo Admin' })).toBeNull();
    expect(screen.getAllByText('Admin', { selector: '.mantine-Badge-label' })).toHaveLength(1);
  });

  it('shows an auditor every account and its history, but no control that changes anything', async () => {
    restoreViewport = emulateViewportWidth(1280);
    renderConsole('/es/admin/accounts', { user: auditor, answers });
    const table = await screen.findByRole('table', { name: 'Cuentas, las más recientes primero' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText(/Tienes acceso de solo lectura como auditor/)).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Historial de / })).toHaveLength(3);

    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    // The only switch left filters the list; it changes nothing on the server.
    expect(screen.getAllByRole('switch').map((toggle) => toggle.getAttribute('aria-label') ?? toggle.id)).toHaveLength(
      1,
    );
    expect(screen.getByRole('switch', { name: 'Mostrar cuentas anónimas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Ver el sitio como/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nueva clave beta' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Ver como' })).toBeNull();
    // What the controls would say, as text: Ana has beta access, Beto has neither beta nor auditor.
    const [, anaRow, betoRow] = within(table).getAllByRole('row');
    expect(within(anaRow!).getByText('Sí')).toBeTruthy();
    expect(within(betoRow!).getAllByText('No')).toHaveLength(2);
  });

  it('gives an admin the New beta key button and the show-anonymous toggle, off by default', async () => {
    restoreViewport = emulateViewportWidth(1280);
    renderConsole('/en/admin/accounts', { user: admin, answers });
    expect(await screen.findByRole('button', { name: 'New beta key' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Show anonymous accounts' })).toHaveProperty('checked', false);
    expect(screen.getByRole('searchbox', { name: 'Search accounts' })).toBeTruthy();
  });

  it('shows dates in the page language', async () => {
    restoreViewport = emulateViewportWidth(1280);
    renderConsole('/es/admin/accounts', { user: admin, answers });
    await screen.findByRole('table');
    expect(screen.getAllByText('4 mar 2025')).toHaveLength(3);
  });
});
