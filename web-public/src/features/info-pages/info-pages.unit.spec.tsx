import { fireEvent, screen, within } from '@testing-library/react';
import { publicRoutes } from '../../app/router';
import { renderApp } from '@gp/web-common/testing/render-app';
import { siteConfigKey } from './api/get-site-config';

describe('contact page', () => {
  it('links support on WhatsApp with the configured number and a first message', async () => {
    renderApp(publicRoutes, '/en/contact', {
      session: { user: null },
      answers: { [siteConfigKey]: { whatsappNumber: '+50687654321' } },
    });
    const link = await screen.findByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/50687654321?text=${encodeURIComponent('Hi Guanacaste Pros! I have a question:')}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Our WhatsApp number: +506 8765 4321')).toBeTruthy();
    expect(screen.getByText('Monday to Friday')).toBeTruthy();
  });

  it('shows the hours and says plainly that there is no WhatsApp support while no number is configured', async () => {
    renderApp(publicRoutes, '/es/contact', {
      session: { user: null },
      answers: { [siteConfigKey]: { whatsappNumber: null } },
    });
    expect(await screen.findByText(/El soporte por WhatsApp todavía no está disponible en este sitio/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Escríbenos por WhatsApp/ })).toBeNull();
    expect(screen.getByText('De 9:00 a. m. a 5:00 p. m.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver las preguntas frecuentes' }).getAttribute('href')).toBe('/es/faq');
  });
});

describe('contact page support hours', () => {
  // Only the clock is fixed; timers stay real, so the page's data still loads.
  const at = (instant: string) =>
    jest.useFakeTimers({
      now: new Date(instant),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
        'hrtime',
      ],
    });
  afterEach(() => jest.useRealTimers());

  it('says when a closed support opens next, naming the weekday in the page language', async () => {
    at('2031-03-08T18:00:00Z'); // Saturday noon in Costa Rica
    renderApp(publicRoutes, '/es/contact', {
      session: { user: null },
      answers: { [siteConfigKey]: { whatsappNumber: '+50687654321' } },
    });
    expect(await screen.findByText('Cerrado en este momento')).toBeTruthy();
    expect(screen.getByText('Abre el lunes a las 9:00 a. m.')).toBeTruthy();
  });

  it('says it is open, and nothing about opening, during the hours', async () => {
    at('2031-03-05T16:00:00Z'); // Wednesday 10:00 AM in Costa Rica
    renderApp(publicRoutes, '/en/contact', {
      session: { user: null },
      answers: { [siteConfigKey]: { whatsappNumber: '+50687654321' } },
    });
    expect(await screen.findByText('Open now')).toBeTruthy();
    expect(screen.queryByText(/^Opens /)).toBeNull();
  });

  it('opens tomorrow after a weekday closes', async () => {
    at('2031-03-04T02:00:00Z'); // Monday 8:00 PM in Costa Rica
    renderApp(publicRoutes, '/en/contact', {
      session: { user: null },
      answers: { [siteConfigKey]: { whatsappNumber: '+50687654321' } },
    });
    expect(await screen.findByText('Opens tomorrow at 9:00 AM')).toBeTruthy();
  });
});

describe('FAQ page', () => {
  it('answers at least ten questions in an accordion of buttons that open their answer', async () => {
    renderApp(publicRoutes, '/en/faq', { session: { user: null } });
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(10);

    const question = screen.getByRole('button', {
      name: 'Why does a pro need three reviews before their profile goes public?',
    });
    // Each question sits in a heading, so screen reader users can jump between them.
    expect(question.closest('h3')).toBeTruthy();
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = await screen.findByRole('region', {
      name: 'Why does a pro need three reviews before their profile goes public?',
    });
    expect(within(answer).getByText(/Three reviews from different clients/)).toBeTruthy();
  });

  it('covers the topics people ask about, in Spanish too', async () => {
    renderApp(publicRoutes, '/es/faq', { session: { user: null } });
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });
    for (const topic of [
      /cómo funcionan las reseñas/i,
      /tres reseñas/i,
      /beta/i,
      /sin tener cuenta/i,
      /correo/i,
      /contacto a un profesional/i,
      /idiomas/i,
      /zonas/i,
      /me uno como profesional/i,
      /soporte/i,
    ]) {
      expect(screen.getAllByRole('button', { name: topic }).length).toBeGreaterThan(0);
    }
  });
});

describe('about and features pages', () => {
  it.each([
    ['/en/about', 'Made in Guanacaste, for Guanacaste'],
    ['/es/about', 'Hecho en Guanacaste, para Guanacaste'],
    ['/en/features', 'Hire with confidence. Grow with real reviews.'],
    ['/es/features', 'Contrata con confianza. Crece con reseñas reales.'],
  ])('%s opens with its title', async (url, title) => {
    renderApp(publicRoutes, url, { session: { user: null } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});
