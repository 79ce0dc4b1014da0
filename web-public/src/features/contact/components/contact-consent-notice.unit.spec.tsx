import { screen, within } from '@testing-library/react';
import type { ProfileView } from '@gp/shared';
import { publicRoutes } from '../../../app/router';
import { profileKey } from '../../../lib/api/get-profile';
import { profileView } from '../../../testing/profile-view';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';

const pro = sessionUser({ id: 'pro-1', isContractor: true });
const published = { whatsapp: true, call: true, message: true };

async function openAccount(contactChoice: ProfileView['contactChoice'], lang: 'en' | 'es' = 'en') {
  renderApp(publicRoutes, `/${lang}/account`, {
    session: { user: pro },
    answers: {
      [profileKey(pro.id)]: profileView({
        id: pro.id,
        phoneNumber: '+50688887777',
        phoneVerified: true,
        contact: published,
        contactPreferences: published,
        contactChoice,
      }),
    },
  });
  return within(await screen.findByRole('main'));
}

describe('My account: the one-time notice to a pro whose number the old default published', () => {
  it('tells the pro their number is public, with a way to change it and one to keep it (en)', async () => {
    const main = await openAccount('implied');
    const notice = await main.findByRole('region', { name: 'Your number is public' });
    expect(
      within(notice).getByText('Your number is shown to clients for WhatsApp and calls. Change it here.'),
    ).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Change it' }).getAttribute('href')).toBe(
      '/en/edit-contractor-profile?tab=basicInfo',
    );
    expect(within(notice).getByRole('button', { name: 'Keep it' })).toBeTruthy();
  });

  it('says it in Spanish', async () => {
    const main = await openAccount('implied', 'es');
    const notice = await main.findByRole('region', { name: 'Tu número es público' });
    expect(
      within(notice).getByText('Tu número se muestra a los clientes para WhatsApp y llamadas. Cámbialo aquí.'),
    ).toBeTruthy();
  });

  it('is gone once the pro has chosen', async () => {
    const main = await openAccount('chosen');
    await main.findByRole('heading', { level: 1 });
    expect(main.queryByRole('region', { name: 'Your number is public' })).toBeNull();
  });
});
