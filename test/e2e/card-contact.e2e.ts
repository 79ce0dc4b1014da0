import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshotPath, signInThroughApi, test } from './support/fixtures';
import { betaMember, PRO_PASSWORD, publicPro } from './support/pros';

interface ProStats {
  whatsappTaps: number;
  leads: number;
}

test.use({ locale: 'es-CR', viewport: { width: 390, height: 900 } });

/** The texts the platform sent a number (the console SMS transport's outbox, read by an admin). */
async function textsTo(admin: APIRequestContext, phoneNumber: string): Promise<string[]> {
  const answer = await admin.get(`/api/v1/testing/sms-outbox?to=${encodeURIComponent(phoneNumber)}`);
  return ((await answer.json()) as { messages: { body: string }[] }).messages.map((message) => message.body);
}

test('on a phone in Spanish, a result card messages a pro who takes messages only in a sheet, and WhatsApp names the search', async ({
  page,
  request: admin,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now()}`.slice(-7);
  const messageOnly = `Fontanería Sin WhatsApp ${tag}`;
  const onWhatsapp = `Fontanería Con WhatsApp ${tag}`;
  const senderPhone = `+5066${tag}`;
  const search = { serviceIds: ['plumbing'], zoneIds: ['tamarindo'] };
  await signInThroughApi(admin);
  const newContext = () => playwright.request.newContext({ baseURL });
  const quiet = await publicPro(newContext, admin, `q${tag}`, messageOnly, `+5067${tag}`, search);
  const chatty = await publicPro(newContext, admin, `w${tag}`, onWhatsapp, `+5068${tag}`, search);
  const proContext = await newContext();
  await signInThroughApi(proContext, { email: quiet.email, password: PRO_PASSWORD });
  expect(
    (
      await proContext.put('/api/v1/account/profile/contact-preferences', {
        data: { whatsapp: false, call: false, message: true },
      })
    ).status(),
  ).toBe(200);
  // The directory reads its copy of the choice once projected.
  await expect
    .poll(async () => {
      const listed = (await (await admin.get(`/api/v1/pros?q=${tag}`)).json()) as {
        items: { id: string; contact: { whatsapp: boolean } }[];
      };
      return listed.items.find((item) => item.id === quiet.proId)?.contact.whatsapp;
    })
    .toBe(false);
  const whatsappOpened: string[] = [];
  await page.route('https://wa.me/**', async (route) => {
    whatsappOpened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' });
  });

  // Both pros, among the plumbers of Tamarindo (the words narrow the list to this run's pros).
  await page.goto(`/es/pros/fontaneria/tamarindo?q=${tag}`);
  const results = page.getByRole('list', { name: 'Profesionales encontrados' });
  const quietCard = results.getByRole('article', { name: messageOnly });
  await expect(quietCard).toBeVisible();
  await expect(quietCard.getByRole('button', { name: 'WhatsApp', exact: true })).toHaveCount(0);
  const open = quietCard.getByRole('button', { name: `Enviar mensaje a ${messageOnly}` });
  await expect(open).toHaveText('Enviar mensaje');
  await quietCard.screenshot({ path: screenshotPath('card-contact-card-es-390.png') });

  // The sheet: named for the pro, the focus inside it, Escape closes it and gives the focus back.
  await open.click();
  const sheet = page.getByRole('dialog', { name: `Enviar mensaje a ${messageOnly}` });
  await expect(sheet).toBeVisible();
  await expect.poll(() => sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expect(page).toHaveURL(/\/es\/pros\/fontaneria\/tamarindo/);
  await page.screenshot({ path: screenshotPath('card-contact-sheet-es-390.png') });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await sheet.getByRole('textbox', { name: 'Tu nombre' }).fill('Laura');
  await sheet.getByRole('textbox', { name: 'Tu número de WhatsApp o teléfono' }).fill(senderPhone);
  await sheet.getByRole('textbox', { name: 'Mensaje' }).fill('Gotea el tanque del baño, clave 4471.');
  await sheet.getByRole('button', { name: 'Enviar mensaje' }).click();
  const sent = sheet.getByRole('status');
  await expect(sent).toContainText('Mensaje enviado');
  await expect(sent).toBeFocused();
  const copy = sheet.getByRole('region', { name: 'Lo que enviaste' });
  await expect(copy).toContainText(messageOnly);
  await expect(copy).toContainText('Gotea el tanque del baño, clave 4471.');
  // The sheet scrolls inside the screen: its top, then its end.
  await page.screenshot({ path: screenshotPath('card-contact-sent-es-390.png') });
  await sheet.getByRole('button', { name: 'Cerrar', exact: true }).last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('card-contact-sent-end-es-390.png') });
  await expectNoAxeViolations(page);

  // One text to the number given: the pro's page, nothing the visitor wrote.
  await expect
    .poll(() => textsTo(admin, senderPhone))
    .toEqual([
      `Tu solicitud se envió por Guanacaste Pros. Este es el profesional al que le escribiste: ${new URL(baseURL!).origin}/es/profile/${quiet.proId}`,
    ]);

  // The device's list has it, after the page is gone.
  await sheet.getByRole('link', { name: 'Solicitudes enviadas desde este dispositivo' }).click();
  await expect(page).toHaveURL(/\/es\/sent-requests$/);
  const kept = page.getByRole('article', { name: `Solicitud a ${messageOnly}` });
  await expect(kept).toContainText('Gotea el tanque del baño, clave 4471.');
  // Served afresh (the server renders the page without the list; the browser adds it).
  await page.reload();
  await expect(kept).toContainText('Gotea el tanque del baño, clave 4471.');
  await page.screenshot({ path: screenshotPath('card-contact-device-list-es-390.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // WhatsApp on the other card: its text names what was searched for, in the page's language.
  await page.goto(`/es/pros/fontaneria/tamarindo?q=${tag}`);
  // Below the results, the way back to what this device sent.
  await expect(page.getByRole('link', { name: 'Solicitudes enviadas desde este dispositivo (1)' })).toHaveAttribute(
    'href',
    '/es/sent-requests',
  );
  await results
    .getByRole('article', { name: onWhatsapp })
    .getByRole('button', { name: 'WhatsApp', exact: true })
    .click();
  await page.waitForURL(/^https:\/\/wa\.me\//);
  const opened = new URL(whatsappOpened.at(-1)!);
  expect(`${opened.origin}${opened.pathname}`).toBe(`https://wa.me/5068${tag}`);
  expect(opened.searchParams.get('text')).toBe(
    `Hola ${onWhatsapp}, te encontré en Guanacaste Pros. Busco fontanería en Tamarindo.`,
  );
  // The card's tap counts for the pro's figures, as a tap on the profile does.
  const chattyContext = await newContext();
  await signInThroughApi(chattyContext, { email: chatty.email, password: PRO_PASSWORD });
  await expect
    .poll(async () => ((await (await chattyContext.get('/api/v1/account/stats')).json()) as ProStats).whatsappTaps)
    .toBe(1);
  await chattyContext.dispose();

  // A signed-in member's request from a card is under "Solicitudes que envié".
  await betaMember(page.request, admin, `client-${tag}@example.com`);
  await page.goto(`/es/pros/fontaneria/tamarindo?q=${tag}`);
  await results
    .getByRole('article', { name: messageOnly })
    .getByRole('button', { name: /^Enviar mensaje a / })
    .click();
  await sheet.getByRole('textbox', { name: 'Tu nombre' }).fill('Ana');
  await sheet.getByRole('textbox', { name: 'Tu número de WhatsApp o teléfono' }).fill(`+5066${tag.slice(1)}9`);
  await sheet.getByRole('textbox', { name: 'Mensaje' }).fill('¿Pueden venir el lunes?');
  await sheet.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(sheet.getByRole('status')).toContainText('Mensaje enviado');
  await sheet.getByRole('link', { name: 'Solicitudes que envié' }).click();
  await expect(page).toHaveURL(/\/es\/account\?tab=sentRequests$/);
  await expect(page.getByRole('article', { name: `Solicitud a ${messageOnly}` })).toContainText(
    '¿Pueden venir el lunes?',
  );
  // Both requests from the cards are in the pro's figures.
  await expect
    .poll(async () => ((await (await proContext.get('/api/v1/account/stats')).json()) as ProStats).leads)
    .toBe(2);
  await proContext.dispose();
});
