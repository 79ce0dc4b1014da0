import { screen } from '@testing-library/react';
import type { ProfileView } from '@gp/shared';
import en from '../../../locales/en/proContact.json';
import es from '../../../locales/es/proContact.json';
import { renderInPage } from '../../../testing/render-in-page';
import { blankTranslations, translationKeys } from '@gp/web-common/testing/translation-keys';
import { ContactPreferencesField } from './contact-preferences-field';

const profile = (overrides: Partial<ProfileView>) =>
  ({
    id: 'pro-1',
    phoneNumber: null,
    contactPreferences: { whatsapp: true, call: false, message: true },
    ...overrides,
  }) as ProfileView;
/** A switch's name starts with its label; the phone hint follows it. */
const toggle = (label: string) => screen.getByRole('switch', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

describe('ContactPreferencesField', () => {
  it('shows what the pro chose, and that WhatsApp and call wait for a verified phone', async () => {
    renderInPage(<ContactPreferencesField profile={profile({})} />);
    expect(await screen.findByRole('group', { name: 'How clients can reach you' })).toBeTruthy();
    expect([
      toggle('WhatsApp').checked,
      toggle('Phone calls').checked,
      toggle('Messages through Guanacaste Pros').checked,
    ]).toEqual([true, false, true]);
    expect(screen.getAllByText('Works once your phone number is verified.')).toHaveLength(2);
  });

  it('says nothing about the phone once it is verified, in Spanish too', async () => {
    renderInPage(<ContactPreferencesField profile={profile({ phoneNumber: '+50688887777' })} />, 'es');
    expect(await screen.findByRole('switch', { name: 'Llamadas' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'WhatsApp' })).toBeTruthy();
    expect(screen.queryByText('Funciona cuando tu número de teléfono esté verificado.')).toBeNull();
  });

  it('has every text in both languages', () => {
    expect(translationKeys(es)).toEqual(translationKeys(en));
    expect([...blankTranslations(en), ...blankTranslations(es)]).toEqual([]);
  });
});
