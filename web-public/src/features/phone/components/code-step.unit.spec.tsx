import { act, screen } from '@testing-library/react';
import type { Lang, PhoneChallenge } from '@gp/shared';
import { publicI18nFor } from '../../../app/i18n';
import { LanguageScope } from '@gp/web-common/layout/language/components/language-scope';
import { renderApp } from '@gp/web-common/testing/render-app';
import { CodeStep } from './code-step';

const NOW = Date.parse('2026-03-02T15:00:00Z');

function challenge(overrides: Partial<PhoneChallenge> = {}): PhoneChallenge {
  return {
    challengeId: 'challenge-0000000001',
    phoneNumber: '+50688887777',
    purpose: 'attach',
    sendStatus: 'sent',
    sendError: null,
    codeExpiresAt: new Date(NOW + 600_000).toISOString(),
    resendAvailableAt: new Date(NOW + 3_000).toISOString(),
    ...overrides,
  };
}

/** The step alone, in a language scope; the session answer only keeps the render off the network. */
function renderCodeStep(lang: Lang, started: PhoneChallenge) {
  const routes = [
    {
      path: '/:lang',
      element: <LanguageScope i18nFor={publicI18nFor} />,
      children: [
        {
          index: true,
          element: <CodeStep challenge={started} onBack={() => undefined} onVerified={() => undefined} />,
        },
      ],
    },
  ];
  return renderApp(routes, `/${lang}`, { session: { user: null } });
}

describe('CodeStep', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it.each([
    [
      'en',
      'We sent a code to +506 8888 7777.',
      'Resend code in 3 s',
      'Resend code in 2 s',
      'Resend code',
      'Digit 1 of 6',
    ],
    [
      'es',
      'Enviamos un código al +506 8888 7777.',
      'Reenviar código en 3 s',
      'Reenviar código en 2 s',
      'Reenviar código',
      'Dígito 1 de 6',
    ],
  ] as const)(
    'says where the code went and counts down to the resend (%s)',
    async (lang, sent, inThree, inTwo, resend, firstDigit) => {
      renderCodeStep(lang, challenge());
      expect((await screen.findByRole('status')).textContent).toBe(sent);
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: firstDigit }));
      const button = screen.getByRole('button', { name: inThree }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);

      // A second at a time: each tick renders before the next is scheduled, as in the browser.
      const tick = () => act(() => jest.advanceTimersByTime(1000));
      tick();
      expect(button.textContent).toBe(inTwo);
      tick();
      expect(button.disabled).toBe(true);
      tick();
      expect(button.textContent).toBe(resend);
      expect(button.disabled).toBe(false);
    },
  );

  it('shows that the code is on its way while it is pending', async () => {
    renderCodeStep('en', challenge({ sendStatus: 'pending' }));
    expect((await screen.findByRole('status')).textContent).toBe('Sending a code to +506 8888 7777…');
  });

  it.each([
    [
      'en',
      'Verification Failed',
      "We couldn't send a code to this number. This may be from sending too many requests in a short period of time or from an error on our end. Please try again later.",
    ],
    [
      'es',
      'La verificación falló',
      'No pudimos enviar un código a este número. Puede deberse a demasiadas solicitudes en poco tiempo o a un error de nuestra parte. Inténtalo de nuevo más tarde.',
    ],
  ] as const)('says so in the words of spec §8 when the code could not be sent (%s)', async (lang, title, message) => {
    const failed = challenge({ sendStatus: 'failed', sendError: { code: 'PHONE.SEND_FAILED', message } });
    renderCodeStep(lang, failed);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${title}${message}`);
  });
});
