import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshotPath, signInThroughApi, test } from './support/fixtures';
import { PRO_PASSWORD, publicPro } from './support/pros';
import { textsTo } from './support/sms-outbox';

test.use({ locale: 'es-CR', viewport: { width: 390, height: 900 } });

/** Answered in under a minute each: the median rounds up to one minute, all three within a day. */
const SIGNAL_ES = 'Suele responder en 1 min · responde el 100 %';
const SIGNAL_EN = 'Usually responds within 1 min · responds to 100%';

const cardOf = (page: Page, name: string) => page.getByRole('article', { name });

test('a visitor sends requests, the pro answers them; after three the profile and the cards show how quickly (es, 390 px)', async ({
  page,
  request: admin,
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now()}`.slice(-7);
  const name = `Responde Ya ${tag}`;
  // The visitor's phone, this run's own: what it receives is read from the test outbox.
  const clientNumber = `7${tag}`;
  await signInThroughApi(admin);
  const { proId, email } = await publicPro(
    () => playwright.request.newContext({ baseURL }),
    admin,
    tag,
    name,
    `+5068${tag}`,
  );

  // The pro's phone, signed in, in Spanish.
  const proContext = await browser.newContext({ baseURL, locale: 'es-CR', viewport: { width: 390, height: 900 } });
  // The inbox's WhatsApp reply opens a new tab on wa.me: it lands on a stand-in, not the internet.
  await proContext.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }),
  );
  const proPage = await proContext.newPage();
  await signInThroughApi(proPage.request, { email, password: PRO_PASSWORD });

  const answerFirstRequest = async (client: string, how: 'mark' | 'whatsapp') => {
    await proPage.goto('/es/account?tab=requests');
    const request = proPage.getByRole('article', { name: `Solicitud de ${client}` });
    // A ceiling, not a wait: the account page loads its code on first sight, on a machine other runs share.
    await expect(request.getByText('Sin responder')).toBeVisible({ timeout: 30_000 });
    if (how === 'whatsapp') {
      const whatsapp = proPage.waitForEvent('popup');
      await request.getByRole('link', { name: 'Responder por WhatsApp' }).click();
      await (await whatsapp).close();
    }
    // Writing back counts as an answer in the figures; the inbox's own mark stays the pro's to set.
    await request.getByRole('button', { name: 'Marcar como respondida' }).click();
    await expect(request.getByText('Respondida', { exact: true })).toBeVisible();
  };

  // First request: the visitor writes on the profile page.
  await page.goto(`/es/profile/${proId}`);
  const form = page.getByRole('region', { name: `Contactar a ${name}` });
  await form.getByRole('textbox', { name: 'Tu nombre' }).fill('Carlos');
  await form.getByRole('textbox', { name: 'Tu número de WhatsApp o teléfono' }).fill(clientNumber);
  await form.getByRole('textbox', { name: 'Mensaje' }).fill('Tengo una fuga debajo del fregadero.');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByRole('status')).toContainText('Mensaje enviado');
  await answerFirstRequest('Carlos', 'whatsapp');
  // The visitor's phone hears that the pro marked the request answered, with the link to it.
  await expect
    .poll(() => textsTo(page.request, `+506${clientNumber}`))
    .toContainEqual(
      expect.stringMatching(/^El profesional marcó tu solicitud como respondida en Guanacaste Pros: http\S+$/),
    );

  // Two more requests, sent through the same API the form uses; still too few to show anything until the third is answered.
  for (const client of ['Ana', 'Luis']) {
    const sent = await page.request.post(`/api/v1/pros/${proId}/leads`, {
      data: { name: client, phoneNumber: clientNumber, message: 'Se me sale el agua del tanque.', lang: 'es' },
    });
    expect(sent.status()).toBe(201);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(SIGNAL_ES)).toHaveCount(0);
    await answerFirstRequest(client, 'mark');
  }
  await proContext.close();

  // Three requests answered: the profile says so, and what it counts.
  await page.reload();
  await expect(page.getByText(SIGNAL_ES)).toBeVisible();
  await expect(
    page.getByText(/^Últimos 90 días: 3 solicitudes, el 100 % respondidas en 24 horas o menos\./),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath('response-signal-profile-es-390.png') });

  // The directory's "Responde más rápido" puts this pro, the one with a signal, first; the card shows it.
  await page.goto('/es/pros');
  // On a phone the filters and the order are folded under "Filtros".
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Responde más rápido' });
  await expect(page).toHaveURL(/[?&]sort=fastest/);
  const card = cardOf(page, name);
  await expect(card.getByText(SIGNAL_ES)).toBeVisible();
  // Pros with a signal come first (other runs' pros on a reused server may have one too), then the rest.
  // Polled: the list keeps the previous order on screen until the new one lands, and it may not have
  // started loading yet when the address changes (its busy mark alone was seen to pass too early).
  const order = () =>
    page.getByRole('article').evaluateAll((articles, ourName) => {
      const signals = articles.map((article) => article.querySelector('.response-signal') !== null);
      const ours = articles.findIndex((article) => article.querySelector('h2')?.textContent === ourName);
      return {
        ours: ours >= 0,
        signalsUpToOurs: signals.slice(0, ours + 1).every(Boolean),
        withoutSignalAfter: signals.slice(ours + 1).some((signal) => !signal),
      };
    }, name);
  await expect.poll(order).toEqual({ ours: true, signalsUpToOurs: true, withoutSignalAfter: true });
  await expect(page.getByRole('list', { name: 'Profesionales encontrados' })).toHaveAttribute('aria-busy', 'false');
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: screenshotPath('response-signal-card-es-390.png') });
  await page.screenshot({ path: screenshotPath('response-signal-directory-es-390.png') });

  // In English on a wide screen, the same figures.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/profile/${proId}`);
  await expect(page.getByText(SIGNAL_EN)).toBeVisible();
  await page.screenshot({ path: screenshotPath('response-signal-profile-en-1280.png') });
  await page.goto('/en/pros?sort=fastest');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('fastest');
  await expect(cardOf(page, name).getByText(SIGNAL_EN)).toBeVisible();
  await page.screenshot({ path: screenshotPath('response-signal-directory-en-1280.png') });
});
