import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInPage } from '../../../testing/render-in-page';
import { profileView } from '../../../testing/profile-view';
import { ContactChoiceStep } from './contact-choice-step';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchSpy: jest.SpiedFunction<typeof fetch> | undefined;
afterEach(() => {
  fetchSpy?.mockRestore();
  fetchSpy = undefined;
});

/** The PUTs of the contact preferences the step sent, by body. */
const choicesSent = () =>
  (fetchSpy?.mock.calls ?? [])
    .filter(
      ([url, init]) => String(url).endsWith('/api/v1/account/profile/contact-preferences') && init?.method === 'PUT',
    )
    .map(([, init]) => JSON.parse(String(init?.body)));

const justVerified = profileView({
  phoneNumber: '+50688887777',
  phoneVerified: true,
  contactPreferences: { whatsapp: false, call: false, message: true },
  contactChoice: 'default',
});

describe('the step after a number is verified: what clients would see, and the choice', () => {
  it('previews the WhatsApp and call buttons clients would see, and the number they open (es)', async () => {
    renderInPage(
      <ContactChoiceStep profile={justVerified} phoneNumber="+50688887777" onChosen={() => undefined} />,
      'es',
    );
    expect(
      await screen.findByRole('heading', { name: '¿Los clientes pueden contactarte a este número?' }),
    ).toBeTruthy();
    const preview = screen.getByRole('img', { name: 'Lo que ven los clientes en tu perfil' });
    // The buttons as the profile shows them, under the profile's contact title; a picture, not a way to call.
    expect(within(preview).getByText('Contactar a Playa Fix')).toBeTruthy();
    expect(within(preview).getByText('WhatsApp')).toBeTruthy();
    expect(within(preview).getByText('Llamar')).toBeTruthy();
    expect(within(preview).queryByRole('button')).toBeNull();
    expect(
      screen.getByText(
        'Al tocar WhatsApp o Llamar se abre un chat o una llamada al +506 8888 7777: los clientes ven tu número.',
      ),
    ).toBeTruthy();
    // Nothing is published by looking.
    expect(choicesSent()).toEqual([]);
  });

  it.each([
    ['Yes, show WhatsApp and Call', { whatsapp: true, call: true, message: true }],
    ['No, keep my number private', { whatsapp: false, call: false, message: true }],
  ])('records the answer "%s" (keeping the message channel as it was), then moves on', async (answer, sent) => {
    fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        String(url).includes('/contact-preferences') ? json({ position: 42 }) : json(justVerified),
      );
    const onChosen = jest.fn();
    renderInPage(<ContactChoiceStep profile={justVerified} phoneNumber="+50688887777" onChosen={onChosen} />);
    fireEvent.click(await screen.findByRole('button', { name: answer }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledTimes(1));
    expect(choicesSent()).toEqual([sent]);
  });
});
