import { screen } from '@testing-library/react';
import type { ResponseSignal } from '@gp/shared';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { commonResources, createI18nFor } from '../lib/i18n';
import { renderApp } from '../testing/render-app';
import { ResponseSignalText } from './response-signal';

const i18nFor = createI18nFor(commonResources);
const at = (lang: 'en' | 'es', element: ReactNode) =>
  renderApp([{ path: '*', element: <I18nextProvider i18n={i18nFor(lang)}>{element}</I18nextProvider> }], `/${lang}`);
const signal = (medianMinutes: number | null, answeredWithinDayPercent = 90): ResponseSignal => ({
  requests: 12,
  medianMinutes,
  answeredWithinDayPercent,
});

describe('ResponseSignalText', () => {
  it.each([
    [signal(120), 'Usually responds within 2 h · responds to 90%', 'Suele responder en 2 h · responde el 90 %'],
    [signal(15), 'Usually responds within 15 min · responds to 90%', 'Suele responder en 15 min · responde el 90 %'],
    [signal(24 * 60), 'Usually responds within 1 day · responds to 90%', 'Suele responder en 1 día · responde el 90 %'],
    [
      signal(36 * 60),
      'Usually responds within 2 days · responds to 90%',
      'Suele responder en 2 días · responde el 90 %',
    ],
    [signal(null, 30), 'Responds to 30% of requests', 'Responde el 30 % de las solicitudes'],
  ])('reads %j in English and Spanish', async (shown, en, es) => {
    const { unmount } = at('en', <ResponseSignalText signal={shown} />);
    expect(await screen.findByText(en)).toBeTruthy();
    unmount();
    at('es', <ResponseSignalText signal={shown} />);
    expect(await screen.findByText(es)).toBeTruthy();
  });

  it('says what the figures count on the profile page only', async () => {
    const { unmount } = at('es', <ResponseSignalText signal={signal(120)} withDetail />);
    expect(
      await screen.findByText(/^Últimos 90 días: 12 solicitudes, el 90 % respondidas en 24 horas o menos\./),
    ).toBeTruthy();
    unmount();
    at('en', <ResponseSignalText signal={signal(120)} />);
    await screen.findByText('Usually responds within 2 h · responds to 90%');
    expect(screen.queryByText(/Last 90 days/)).toBeNull();
  });
});
