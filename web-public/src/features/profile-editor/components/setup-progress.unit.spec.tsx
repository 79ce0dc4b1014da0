import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProfileView } from '@gp/shared';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { publicRoutes } from '../../../app/router';
import { changeDisplayNameKey } from '../../../lib/api/change-display-name';
import { profileKey } from '../../../lib/api/get-profile';
import { profileView } from '../../../testing/profile-view';

const PRO = 'pro-1';
const NAME_WRITTEN_AT = 41;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The browser's fetch: the name's save answers its write's position; the profile read up to that
 * position holds the name, any other read the profile as it was. Returns the positions read at.
 */
function stubApi(before: ProfileView, after: ProfileView) {
  const readsAt: (string | null)[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === changeDisplayNameKey && init?.method === 'PUT') return answer(200, { position: NAME_WRITTEN_AT });
    if (url.startsWith(profileKey(PRO))) {
      const position = new Headers(init?.headers).get('X-Min-Position');
      readsAt.push(position);
      return answer(200, position === String(NAME_WRITTEN_AT) ? after : before);
    }
    return answer(200, { user: sessionUser({ id: PRO, isContractor: true, displayName: after.displayName }) });
  });
  return readsAt;
}

describe("the setup wizard's progress marks", () => {
  afterEach(() => jest.restoreAllMocks());

  it('marks basic info done once the name is saved, when the services were saved before it', async () => {
    const before = profileView({ displayName: null, serviceIds: ['plumbing'] });
    const readsAt = stubApi(before, { ...before, displayName: 'Fugas Nosara' });
    renderApp(publicRoutes, '/es/account-setup/basic-info', {
      session: { user: sessionUser({ id: PRO, isContractor: true, displayName: null, preferredLang: 'es' }) },
      answers: { [profileKey(PRO)]: before },
    });
    const basicInfoMark = async () =>
      within(await screen.findByRole('list', { name: 'Progreso de la configuración' }))
        .getAllByRole('listitem')[0]!
        .getAttribute('data-state');
    expect(await basicInfoMark()).toBe('pending');

    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre para mostrar' }), {
      target: { value: 'Fugas Nosara' },
    });
    await waitFor(async () => expect(await basicInfoMark()).toBe('done'));
    expect(readsAt).toEqual([String(NAME_WRITTEN_AT)]);
  });
});
