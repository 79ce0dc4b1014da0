import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReceivedReviewsSummary } from '@gp/shared';
import { renderInPage } from '../../../testing/render-in-page';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { receivedReviewsSummaryKey } from '../api/get-received-reviews-summary';
import { ReviewLinkBlock } from './review-link-block';

function renderBlock(summary: ReceivedReviewsSummary, lang: 'en' | 'es' = 'en') {
  return renderInPage(<ReviewLinkBlock userId="pro-1" />, lang, {
    session: { user: sessionUser({ id: 'pro-1' }) },
    answers: { [receivedReviewsSummaryKey]: summary },
  });
}
const notPublic = { awaitingReview: 2, live: 1, stillNeeded: 2 };
const region = (name: string) => screen.findByRole('region', { name });

describe('ReviewLinkBlock', () => {
  it.each([
    [
      'en',
      'Share on WhatsApp',
      'Hi! If you were happy with my work, could you leave me a review on Guanacaste Pros? It only takes a minute:',
    ],
    [
      'es',
      'Compartir por WhatsApp',
      '¡Hola! Si le gustó mi trabajo, ¿me deja una reseña en Guanacaste Pros? Solo toma un minuto:',
    ],
  ] as const)(
    '(%s) shares the review link on WhatsApp with a greeting, to no number',
    async (lang, label, greeting) => {
      renderBlock(notPublic, lang);
      const link = `${window.location.origin}/${lang}/leave-a-review/pro-1`;
      const whatsapp = await screen.findByRole('link', { name: label });
      const href = whatsapp.getAttribute('href')!;
      expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(`${greeting} ${link}`)}`);
      // No phone number: the pro picks the contact in WhatsApp.
      const url = new URL(href);
      expect([url.host, url.pathname]).toEqual(['wa.me', '/']);
      expect(url.searchParams.get('text')).toBe(`${greeting} ${link}`);
      expect(whatsapp.getAttribute('target')).toBe('_blank');
      expect(whatsapp.getAttribute('rel')).toContain('noopener');
    },
  );

  it('shows the link to copy, and copies it with one tap', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    try {
      renderBlock(notPublic);
      const block = await region('Ask your clients for reviews');
      const link = `${window.location.origin}/en/leave-a-review/pro-1`;
      expect((within(block).getByRole('textbox', { name: 'Your review link' }) as HTMLInputElement).value).toBe(link);
      fireEvent.click(within(block).getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(written).toEqual([link]));
      expect(await within(block).findByRole('button', { name: 'Copied' })).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it.each([
    [
      'es',
      { awaitingReview: 1, live: 2, stillNeeded: 1 },
      '1 reseña en revisión',
      'Tu perfil todavía no es público. Te falta 1 reseña aprobada para aparecer en el directorio.',
    ],
    [
      'es',
      { awaitingReview: 2, live: 1, stillNeeded: 2 },
      '2 reseñas en revisión',
      'Tu perfil todavía no es público. Te faltan 2 reseñas aprobadas para aparecer en el directorio.',
    ],
    [
      'en',
      { awaitingReview: 1, live: 2, stillNeeded: 1 },
      '1 review awaiting review',
      'Your profile is not public yet. You need 1 more approved review to appear in the directory.',
    ],
    [
      'en',
      { awaitingReview: 3, live: 0, stillNeeded: 3 },
      '3 reviews awaiting review',
      'Your profile is not public yet. You need 3 more approved reviews to appear in the directory.',
    ],
  ] as const)('(%s) %j reads "%s" and "%s"', async (lang, summary, awaiting, needed) => {
    renderBlock(summary, lang);
    expect(await screen.findByText(awaiting)).toBeTruthy();
    expect(screen.getByText(needed)).toBeTruthy();
  });

  it('stays for a public profile, saying so, with no count when nothing waits', async () => {
    renderBlock({ awaitingReview: 0, live: 4, stillNeeded: 0 }, 'es');
    const block = await region('Pide reseñas a tus clientes');
    expect(await within(block).findByText(/^Tu perfil es público\./)).toBeTruthy();
    expect(within(block).queryByText(/en revisión/)).toBeNull();
    expect(within(block).queryByText(/no es público/)).toBeNull();
    expect(within(block).getByRole('link', { name: 'Compartir por WhatsApp' })).toBeTruthy();
    expect(within(block).getByRole('textbox', { name: 'Tu enlace de reseñas' })).toBeTruthy();
  });

  it('offers the native share sheet too where the browser has one', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    try {
      renderBlock(notPublic, 'es');
      fireEvent.click(await screen.findByRole('button', { name: 'Más formas de compartir' }));
      expect(shared.map((data) => data.url)).toEqual([`${window.location.origin}/es/leave-a-review/pro-1`]);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});
