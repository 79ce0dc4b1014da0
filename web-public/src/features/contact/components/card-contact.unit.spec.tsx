import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DirectoryItem } from '@gp/shared';
import { renderInPage } from '../../../testing/render-in-page';
import { SENT_ON_DEVICE_KEY, readSentOnDevice } from '../sent-on-device';
import { CardContact } from './card-contact';

const HOSTILE = '</script><b>Fuga</b> $& \u202Eevil';
const pro = (contact: DirectoryItem['contact']) => ({ id: 'pro-1', displayName: 'Playa Fix', contact });
const messageOnly = pro({ whatsapp: false, call: false, message: true });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchSpy: jest.SpiedFunction<typeof fetch> | undefined;
afterEach(() => {
  fetchSpy?.mockRestore();
  fetchSpy = undefined;
  window.localStorage.clear();
});

async function openSheet(lang: 'en' | 'es') {
  renderInPage(<CardContact pro={messageOnly} searchedFor={{ service: 'plumbing', zone: 'tamarindo' }} />, lang);
  const button = await screen.findByRole('button', {
    name: lang === 'es' ? 'Enviar mensaje a Playa Fix' : 'Send a message to Playa Fix',
  });
  // A tap or a click focuses the button first, as a browser does.
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', {
    name: lang === 'es' ? 'Enviar mensaje a Playa Fix' : 'Send a message to Playa Fix',
  });
  return { button, dialog };
}

describe("a result card's contact", () => {
  it('offers WhatsApp where the pro takes it, and no message button then', async () => {
    renderInPage(<CardContact pro={pro({ whatsapp: true, call: true, message: true })} />, 'es');
    expect(await screen.findByRole('button', { name: 'WhatsApp' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enviar mensaje/ })).toBeNull();
    // Call stays on the profile: a card offers one way.
    expect(screen.queryByRole('button', { name: 'Llamar' })).toBeNull();
  });

  it('offers nothing for a pro who takes neither', async () => {
    const { container } = renderInPage(<CardContact pro={pro({ whatsapp: false, call: true, message: false })} />);
    await screen.findByRole('main');
    expect(within(container).queryByRole('button', { name: /WhatsApp|Send a message/ })).toBeNull();
  });

  it('opens the message form in a dialog named for the pro, with the focus inside; Escape closes it and gives the focus back', async () => {
    const { button, dialog } = await openSheet('es');
    expect(button.textContent).toBe('Enviar mensaje');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Tu nombre/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Enviar mensaje' })).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Nothing is sent by opening it.
    expect(fetchSpy).toBeUndefined();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('sends from the sheet, then shows a copy of what went, to whom and when, what happens next, and keeps it on the device', async () => {
    fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json({ leadId: 'lead-1', position: 9 }, 201));
    const { dialog } = await openSheet('es');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Tu nombre/ }), { target: { value: 'Laura' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Tu número/ }), { target: { value: '7000-1234' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Mensaje/ }), { target: { value: HOSTILE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar mensaje' }));

    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toBe(
      'Mensaje enviadoPlaya Fix recibe un mensaje de texto que le avisa de tu solicitud y te responde por WhatsApp o por teléfono al número que diste. Si no te responde, prueba con otro profesional.',
    );
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(
      within(dialog).getByText(
        'También te enviamos un mensaje de texto al 7000-1234 que confirma a quién le escribiste.',
      ),
    ).toBeTruthy();
    const copy = within(dialog).getByRole('region', { name: 'Lo que enviaste' });
    const rows = [...copy.querySelectorAll('.sent-copy-row')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual([
      ['Para', 'Playa Fix'],
      ['Enviado', expect.stringMatching(/^\d{1,2} [a-z]+ \d{4}, \d{1,2}:\d{2} [ap]\. m\.$/)],
      ['Tu nombre', 'Laura'],
      ['Tu número', '7000-1234'],
      ['Idioma preferido', 'Español'],
      ['Mensaje', HOSTILE],
    ]);
    // The message is text: no element made of it.
    expect(copy.querySelector('b')).toBeNull();
    expect(
      within(dialog).getByRole('link', { name: 'Solicitudes enviadas desde este dispositivo' }).getAttribute('href'),
    ).toBe('/es/sent-requests');

    const [sent] = fetchSpy.mock.calls;
    expect([String(sent![0]), sent![1]?.method, JSON.parse(String(sent![1]?.body))]).toEqual([
      '/api/v1/pros/pro-1/leads',
      'POST',
      { name: 'Laura', phoneNumber: '7000-1234', message: HOSTILE, lang: 'es' },
    ]);
    expect(readSentOnDevice()).toEqual([
      { proId: 'pro-1', proName: 'Playa Fix', sentAt: expect.any(String), message: HOSTILE },
    ]);
    expect(JSON.parse(window.localStorage.getItem(SENT_ON_DEVICE_KEY)!)).toHaveLength(1);
  });

  it('speaks English, and opened again after a send, says when the visitor wrote', async () => {
    fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json({ leadId: 'lead-2', position: 3 }, 201));
    const { button, dialog } = await openSheet('en');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Sam' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your WhatsApp or phone number/ }), {
      target: { value: '+1 415 555 0134' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'AC broken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect((await within(dialog).findByRole('status')).textContent).toMatch(
      /^Message sentPlaya Fix gets a text message telling them about your request/,
    );
    // The dialog's own close button, and one at the end of the copy, where the thumb is.
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    fireEvent.click(closers.at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    button.focus();
    fireEvent.click(button);
    const again = await screen.findByRole('dialog', { name: 'Send a message to Playa Fix' });
    expect(within(again).getByText(/^You wrote to Playa Fix on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)).toBeTruthy();
    expect(within(again).getByRole('textbox', { name: /Your name/ })).toBeTruthy();
  });
});
