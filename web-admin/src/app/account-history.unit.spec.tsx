import { API, apiPath, type AuditHistoryView } from '@gp/shared';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { fireEvent, screen, within } from '@testing-library/react';
import { adminAccount, pageOf } from '../testing/admin-fixtures';
import { renderConsole } from '../testing/render-console';
import { emulateViewportWidth } from '../testing/viewport';
import { accountsKey, ACCOUNTS_PAGE_SIZE } from '../features/accounts/api/get-accounts';

const admin = sessionUser({ id: 'admin-1', displayName: 'Marta Admin', isAdmin: true });
const ana = adminAccount();
const entry = (
  overrides: Partial<AuditHistoryView['events'][number]> & Pick<AuditHistoryView['events'][number], 'type' | 'data'>,
): AuditHistoryView['events'][number] => ({
  streamId: 'user-user-ana',
  revision: 0,
  position: 1,
  recordedAt: '2025-03-04T18:30:00.000Z',
  actorId: 'user-ana',
  onBehalfOf: null,
  correlationId: null,
  ...overrides,
});
const history: AuditHistoryView = {
  streamId: 'user-user-ana',
  events: [
    entry({
      type: 'UserRegistered',
      position: 1,
      data: {
        userId: 'user-ana',
        email: 'ana@example.com',
        preferredLang: 'es',
        registeredAt: '2025-03-04T18:30:00.000Z',
      },
    }),
    entry({
      type: 'ImpersonationStarted',
      streamId: 'audit-admin',
      revision: 7,
      position: 5,
      recordedAt: '2025-03-05T15:00:00.000Z',
      actorId: 'admin-9',
      data: { adminId: 'admin-9', targetUserId: 'user-ana', startedAt: '2025-03-05T15:00:00.000Z' },
    }),
    entry({
      type: 'ProfileDescribed',
      revision: 1,
      position: 6,
      recordedAt: '2025-03-05T15:05:00.000Z',
      onBehalfOf: 'admin-9',
      data: {
        userId: 'user-ana',
        description: { es: 'Piscinas en Tamarindo' },
        describedAt: '2025-03-05T15:05:00.000Z',
      },
    }),
    entry({
      type: 'ImpersonationEnded',
      streamId: 'audit-admin',
      revision: 8,
      position: 7,
      recordedAt: '2025-03-05T15:10:00.000Z',
      actorId: 'admin-9',
      data: { adminId: 'admin-9', targetUserId: 'user-ana', endedAt: '2025-03-05T15:10:00.000Z' },
    }),
  ],
  names: { 'admin-9': 'Soporte Central', 'user-ana': 'Ana Rojas' },
};
const answers = {
  [accountsKey({ search: '', includeAnonymous: false, page: 1 })]: pageOf([ana], ACCOUNTS_PAGE_SIZE),
  [apiPath(API.accountHistory, { userId: 'user-ana' })]: history,
};

let restoreViewport: () => void = () => undefined;
afterEach(() => restoreViewport());

describe('history drawer', () => {
  it('reads in Spanish, newest first: events and fields in words, dates formatted, accounts by name, the impersonation with its admin', async () => {
    restoreViewport = emulateViewportWidth(1280);
    renderConsole('/es/admin/accounts', { user: admin, answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Historial de Ana Rojas' }));
    const drawer = await screen.findByRole('dialog');
    const list = await within(drawer).findByRole('list', { name: 'Lo más reciente primero' });
    const items = within(list).getAllByRole('listitem');

    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Un administrador dejó de ver como esta cuenta',
      'Descripción cambiada',
      'Un administrador empezó a ver como esta cuenta',
      'Cuenta creada',
    ]);
    const [ended, described, started, registered] = items;
    expect(within(ended!).getByText('Acción de administración')).toBeTruthy();
    expect(within(ended!).getByText('Por Soporte Central')).toBeTruthy();
    expect(within(ended!).getByText('Administrador')).toBeTruthy();
    expect(within(ended!).getByText('Cuenta vista')).toBeTruthy();
    expect(within(ended!).getAllByText('Ana Rojas').length).toBeGreaterThan(0);
    expect(within(ended!).getAllByText(/^5 mar 2025, 9:10/).length).toBeGreaterThan(0);

    expect(within(described!).getByText('En nombre de Soporte Central')).toBeTruthy();
    expect(within(described!).getByText('Descripción (español)')).toBeTruthy();
    expect(within(described!).getByText('Piscinas en Tamarindo')).toBeTruthy();
    expect(within(started!).getByText('Inicio')).toBeTruthy();

    expect(within(registered!).getByText('Correo')).toBeTruthy();
    expect(within(registered!).getByText('Idioma')).toBeTruthy();
    expect(within(registered!).getByText('español')).toBeTruthy();
    expect(within(drawer).queryByText(/UserRegistered|ImpersonationStarted|targetUserId|registeredAt/)).toBeNull();
  });

  it('reads in English in the English console', async () => {
    restoreViewport = emulateViewportWidth(1280);
    renderConsole('/en/admin/accounts', { user: admin, answers });
    fireEvent.click(await screen.findByRole('button', { name: 'History of Ana Rojas' }));
    const list = await within(await screen.findByRole('dialog')).findByRole('list', { name: 'Newest first' });
    const [ended, , , registered] = within(list).getAllByRole('listitem');
    expect(within(ended!).getByText('An admin stopped viewing as this account')).toBeTruthy();
    expect(within(ended!).getByText('Account viewed')).toBeTruthy();
    expect(within(registered!).getByText('Account created')).toBeTruthy();
    expect(within(registered!).getByText('Spanish')).toBeTruthy();
  });

  it('says in words when and by whom a deleted account was forgotten, with no erased value to show', async () => {
    restoreViewport = emulateViewportWidth(1280);
    const forgotten: AuditHistoryView = {
      streamId: 'user-user-ana',
      events: [
        entry({
          type: 'UserRegistered',
          data: { userId: 'user-ana', email: null, preferredLang: 'es', registeredAt: '2025-03-04T18:30:00.000Z' },
        }),
        entry({
          type: 'AccountDeleted',
          revision: 1,
          position: 8,
          data: { userId: 'user-ana', deletedAt: '2026-12-03T15:00:00.000Z' },
        }),
        entry({
          type: 'PersonalDataErased',
          revision: 2,
          position: 9,
          actorId: 'user-ana',
          data: { userId: 'user-ana', by: 'owner', erasedAt: '2026-12-03T15:00:01.000Z' },
        }),
      ],
      names: {},
    };
    renderConsole('/es/admin/accounts', {
      user: admin,
      answers: { ...answers, [apiPath(API.accountHistory, { userId: 'user-ana' })]: forgotten },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Historial de Ana Rojas' }));
    const list = await within(await screen.findByRole('dialog')).findByRole('list', {
      name: 'Lo más reciente primero',
    });
    const [erased, deleted, registered] = within(list).getAllByRole('listitem');
    expect(erased!.querySelector('p')?.textContent).toBe('Datos personales borrados');
    expect(within(erased!).getByText('Por')).toBeTruthy();
    expect(within(erased!).getByText('El titular de la cuenta')).toBeTruthy();
    expect(within(erased!).getByText('Borrados')).toBeTruthy();
    expect(within(erased!).queryByText('owner')).toBeNull();
    expect(deleted!.querySelector('p')?.textContent).toBe('Cuenta eliminada');
    expect(within(registered!).queryByText(/@/)).toBeNull();
  });
});
