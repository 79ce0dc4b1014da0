import { sessionUser } from '@gp/web-common/testing/session-user';
import { screen, within } from '@testing-library/react';
import type { NotificationFailureView } from '@gp/shared';
import { pageOf } from '../../../testing/admin-fixtures';
import { renderConsole } from '../../../testing/render-console';
import { NOTIFICATION_FAILURES_PAGE_SIZE, notificationFailuresKey } from '../api/get-notification-failures';
import { unansweredReportsKey } from '../api/get-unanswered-reports';

const refused: NotificationFailureView = {
  jobId: 'photo-refused:user-1:4',
  kind: 'photo-refused',
  reason: 'refused',
  detail: "Twilio answered 400 (code 21211: The 'To' number is not valid.)",
  failedAt: '2026-11-23T15:00:00.000Z',
};
const exhausted: NotificationFailureView = {
  jobId: 'request-answered:lead-1',
  kind: 'request-answered',
  reason: 'retries-exhausted',
  detail: 'Twilio answered 503',
  failedAt: '2026-11-23T14:00:00.000Z',
};
const answers = { [notificationFailuresKey(1)]: pageOf([refused, exhausted], NOTIFICATION_FAILURES_PAGE_SIZE) };

describe('notification failures tab', () => {
  it('lists each failure in Spanish: what was to be said, why it failed in words, when, and the provider’s answer', async () => {
    renderConsole('/es/admin/notifications', { user: sessionUser({ isAuditor: true }), answers });
    expect(await screen.findByRole('heading', { level: 2, name: 'Notificaciones' })).toBeTruthy();
    const [first, second] = within(screen.getByRole('list', { name: 'Notificaciones' })).getAllByRole('listitem');

    expect(within(first!).getByText('A un profesional: se rechazó una foto')).toBeTruthy();
    expect(within(first!).getByText('Rechazado')).toBeTruthy();
    expect(within(first!).getByText(/^El proveedor rechazó el mensaje/)).toBeTruthy();
    expect(within(first!).getByText(/^Falló el 23 nov 2026/)).toBeTruthy();
    expect(within(first!).getByText(refused.detail)).toBeTruthy();

    expect(within(second!).getByText('A un cliente: el profesional marcó su solicitud como respondida')).toBeTruthy();
    expect(within(second!).getByText('No entregado tras los reintentos')).toBeTruthy();
  });

  it('speaks English, and says so when nothing failed', async () => {
    renderConsole('/en/admin/notifications', {
      user: sessionUser({ isAdmin: true }),
      answers: { [notificationFailuresKey(1)]: pageOf([], NOTIFICATION_FAILURES_PAGE_SIZE) },
    });
    expect(await screen.findByText('No failed notifications')).toBeTruthy();
  });

  it('names the reasons in English', async () => {
    renderConsole('/en/admin/notifications', { user: sessionUser({ isAdmin: true }), answers });
    expect(await screen.findByText('Not delivered after retries')).toBeTruthy();
    expect(screen.getByText('To a pro: a photo was refused')).toBeTruthy();
    expect(screen.getByText('Refused')).toBeTruthy();
  });

  it('lists the pros clients said did not answer, most NO answers first, in Spanish', async () => {
    renderConsole('/es/admin/notifications', {
      user: sessionUser({ isAdmin: true }),
      answers: {
        ...answers,
        [unansweredReportsKey()]: {
          windowDays: 90,
          items: [
            { proId: 'p1', displayName: 'Playa Fix', noAnswers: 3, latestAt: '2026-11-25T15:00:00.000Z' },
            { proId: 'p2', displayName: null, noAnswers: 1, latestAt: '2026-11-20T15:00:00.000Z' },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Profesionales que no responden' })).toBeTruthy();
    expect(screen.getByText(/de los últimos 90 días/)).toBeTruthy();
    const [first, second] = within(screen.getByRole('list', { name: 'Profesionales que no responden' })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByText('Playa Fix')).toBeTruthy();
    expect(within(first!).getByText('3 respuestas NO')).toBeTruthy();
    expect(within(first!).getByText('Último NO: 25 nov 2026')).toBeTruthy();
    expect(within(second!).getByText('Cuenta borrada o sin nombre')).toBeTruthy();
    expect(within(second!).getByText('1 respuesta NO')).toBeTruthy();
  });

  it('says in English when no client answered NO', async () => {
    renderConsole('/en/admin/notifications', {
      user: sessionUser({ isAuditor: true }),
      answers: { ...answers, [unansweredReportsKey()]: { windowDays: 90, items: [] } },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Pros who do not answer' })).toBeTruthy();
    expect(screen.getByText('No client answered NO')).toBeTruthy();
  });
});
