import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { blankTranslations, translationKeys } from '@gp/web-common/testing/translation-keys';
import en from '../../../locales/en/proContact.json';
import es from '../../../locales/es/proContact.json';
import { renderInPage } from '../../../testing/render-in-page';
import { readSentOnDevice, rememberSentOnDevice, SENT_ON_DEVICE_KEY, type SentOnDevice } from '../sent-on-device';
import { SentOnDeviceLink } from './sent-on-device-link';
import { SentOnDeviceList } from './sent-on-device-list';

const HOSTILE = '</script><b>Fuga</b> $& \u202Eevil';
const older: SentOnDevice = {
  proId: 'pro 1',
  proName: 'Playa Fix',
  sentAt: '2026-11-22T16:00:00.000Z',
  message: HOSTILE,
};
const newer: SentOnDevice = {
  proId: 'pro-2',
  proName: 'Tamarindo Pools',
  sentAt: '2026-11-23T14:30:00.000Z',
  message: 'Limpieza de piscina',
};

afterEach(() => window.localStorage.clear());

describe('requests sent from this device', () => {
  it('says the list is kept on this device only, and shows an empty list with the way to find a pro', async () => {
    renderInPage(<SentOnDeviceList />, 'es');
    expect(await screen.findByText('Todavía no has enviado solicitudes desde este dispositivo.')).toBeTruthy();
    expect(screen.getByText(/^Esta lista se guarda solo en este dispositivo, en este navegador\./)).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Buscar un profesional' }).getAttribute('href'),
    ).toBe('/es/pros');
    expect(screen.queryByRole('button', { name: 'Borrar esta lista' })).toBeNull();
  });

  it('lists what this device sent, newest first, with the pro, the date and the message as text', async () => {
    rememberSentOnDevice(older);
    rememberSentOnDevice(newer);
    renderInPage(<SentOnDeviceList />, 'es');
    const list = await screen.findByRole('list', { name: 'Solicitudes enviadas desde este dispositivo' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Solicitud a Tamarindo Pools',
      'Solicitud a Playa Fix',
    ]);
    const [first, second] = cards.map((card) => within(card));
    expect(first!.getByRole('link', { name: 'Tamarindo Pools' }).getAttribute('href')).toBe('/es/profile/pro-2');
    expect(first!.getByText('23 nov 2026, 8:30 a. m.')).toBeTruthy();
    expect(second!.getByRole('link', { name: 'Playa Fix' }).getAttribute('href')).toBe('/es/profile/pro%201');
    expect(second!.getByText(HOSTILE)).toBeTruthy();
    expect(list.querySelector('b')).toBeNull();
  });

  it('clears the list only once the visitor confirms, then says so where the focus lands', async () => {
    rememberSentOnDevice(older);
    renderInPage(<SentOnDeviceList />, 'en');
    const clear = await screen.findByRole('button', { name: 'Clear this list' });

    fireEvent.click(clear);
    let dialog = await screen.findByRole('dialog', { name: 'Clear the list on this device?' });
    expect(
      within(dialog).getByText("Only this device's copy is deleted. The pros keep the requests you sent."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readSentOnDevice()).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Request to Playa Fix' })).toBeTruthy();

    fireEvent.click(clear);
    dialog = await screen.findByRole('dialog', { name: 'Clear the list on this device?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear the list' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(readSentOnDevice()).toEqual([]);
    expect(window.localStorage.getItem(SENT_ON_DEVICE_KEY)).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('The list on this device is cleared.');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByText("You haven't sent any requests from this device yet.")).toBeTruthy();
  });

  it('is linked below the results once the device sent something, with how many', async () => {
    const { unmount } = renderInPage(<SentOnDeviceLink />, 'es');
    await screen.findByRole('main');
    expect(screen.queryByRole('link', { name: /Solicitudes enviadas/ })).toBeNull();
    unmount();
    rememberSentOnDevice(older);
    rememberSentOnDevice(newer);
    renderInPage(<SentOnDeviceLink />, 'es');
    expect(
      (await screen.findByRole('link', { name: 'Solicitudes enviadas desde este dispositivo (2)' })).getAttribute(
        'href',
      ),
    ).toBe('/es/sent-requests');
  });

  it("points a signed-in member to the account's list too", async () => {
    renderInPage(<SentOnDeviceList />, 'en', { session: { user: sessionUser() } });
    expect((await screen.findByRole('link', { name: 'Requests I sent' })).getAttribute('href')).toBe(
      '/en/account?tab=sentRequests',
    );
  });

  it('has every text in both languages', () => {
    expect(translationKeys(es)).toEqual(translationKeys(en));
    expect([...blankTranslations(en), ...blankTranslations(es)]).toEqual([]);
  });
});

describe('the device’s store of sent requests', () => {
  const storage = () => window.localStorage;

  it('keeps the newest 50, skipping what is not a well-formed record', () => {
    storage().setItem(
      SENT_ON_DEVICE_KEY,
      JSON.stringify([
        older,
        { proId: 3 },
        null,
        'text',
        { ...newer, sentAt: 'not a date' },
        { ...newer, extra: '<b>' },
      ]),
    );
    expect(readSentOnDevice()).toEqual([newer, older]);
    for (let index = 0; index < 60; index++)
      rememberSentOnDevice({
        ...newer,
        proId: `p${index}`,
        sentAt: new Date(Date.UTC(2027, 0, 1, 0, index)).toISOString(),
      });
    const kept = readSentOnDevice();
    expect(kept).toHaveLength(50);
    expect(kept[0]!.proId).toBe('p59');
  });

  it('reads an unreadable text as nothing, and a refused storage costs only the copy', () => {
    storage().setItem(SENT_ON_DEVICE_KEY, '{not json');
    expect(readSentOnDevice()).toEqual([]);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readSentOnDevice(refusing)).toEqual([]);
    expect(() => rememberSentOnDevice(older, refusing)).not.toThrow();
  });
});
