import { fireEvent, screen } from '@testing-library/react';
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

  it('warns, in both languages, when every way to reach the pro is off: such a profile is not listed', async () => {
    const off = { whatsapp: false, call: false, message: false };
    renderInPage(<ContactPreferencesField profile={profile({ contactPreferences: off })} />, 'es');
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe(
      'Los clientes no tendrán cómo contactarteTu perfil no aparecerá en el directorio hasta que actives al menos una forma.',
    );
  });

  it('warns when WhatsApp is on but no number is verified: it reaches no one; a message channel clears it', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ position: 1 }), { headers: { 'Content-Type': 'application/json' } }),
      );
    renderInPage(
      <ContactPreferencesField
        profile={profile({ contactPreferences: { whatsapp: true, call: false, message: false } })}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Clients will have no way to reach youYour profile won't be listed in the directory until one way is on.",
    );
    fireEvent.click(toggle('Messages through Guanacaste Pros'));
    expect(screen.queryByRole('alert')).toBeNull();
    jest.restoreAllMocks();
  });

  it('shows a pro with a verified number what clients see: the buttons, or that the number stays private', async () => {
    renderInPage(
      <ContactPreferencesField
        profile={profile({
          phoneNumber: '+50688887777',
          contactPreferences: { whatsapp: true, call: false, message: true },
        })}
      />,
    );
    expect(
      await screen.findByText('Tapping WhatsApp opens a chat with +506 8888 7777: clients see your number.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has every text in both languages', () => {
    expect(translationKeys(es)).toEqual(translationKeys(en));
    expect([...blankTranslations(en), ...blankTranslations(es)]).toEqual([]);
  });
});
