import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  screenshotBothWidths,
  screenshotPath,
  signInThroughApi,
  test,
} from './support/fixtures';
import { PRO_PASSWORD, publicPro } from './support/pros';

type Lang = 'en' | 'es';
const text = {
  en: {
    contact: (name: string) => `Contact ${name}`,
    call: 'Call',
    name: 'Your name',
    phone: 'Your WhatsApp or phone number',
    message: 'Message',
    send: 'Send message',
    preferredLanguage: 'Preferred language',
    pageLanguage: 'English',
    sent: (name: string) =>
      `Message sent${name} gets a text message telling them about your request, and answers you by WhatsApp or phone at the number you gave. If you don't hear back, try another pro.`,
    wroteBefore: (name: string) => new RegExp(`^You wrote to ${name} on [A-Z][a-z]{2} \\d{1,2}, \\d{4}\\.`),
    missing: ['Please enter your name.', 'Enter your phone number.', 'Please write a message.'],
    greeting: (name: string) =>
      `Hello ${name}, I found you on Guanacaste Pros and would like to ask about your services.`,
  },
  es: {
    contact: (name: string) => `Contactar a ${name}`,
    call: 'Llamar',
    name: 'Tu nombre',
    phone: 'Tu número de WhatsApp o teléfono',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    preferredLanguage: 'Idioma preferido',
    pageLanguage: 'Español',
    sent: (name: string) =>
      `Mensaje enviado${name} recibe un mensaje de texto que le avisa de tu solicitud y te responde por WhatsApp o por teléfono al número que diste. Si no te responde, prueba con otro profesional.`,
    wroteBefore: (name: string) => new RegExp(`^Le escribiste a ${name} el \\d{1,2} [a-z]+ \\d{4}\\.`),
    missing: ['Escribe tu nombre.', 'Escribe tu número de teléfono.', 'Escribe un mensaje.'],
    greeting: (name: string) =>
      `Hola ${name}, te encontré en Guanacaste Pros y quisiera consultarte sobre tus servicios.`,
  },
} as const;

const contactBlock = (page: Page, lang: Lang, name: string) =>
  page.getByRole('region', { name: text[lang].contact(name) });

test('a visitor taps WhatsApp and messages a pro in each language; the pro finds the requests in the account', async ({
  page,
  request: admin,
  playwright,
  baseURL,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now()}`.slice(-7);
  const name = `Playa Fix ${tag}`;
  const phoneNumber = `+5068${tag}`;
  await signInThroughApi(admin);
  const { proId, email } = await publicPro(
    () => playwright.request.newContext({ baseURL }),
    admin,
    tag,
    name,
    phoneNumber,
  );
  const whatsappOpened: string[] = [];
  await page.route('https://wa.me/**', async (route) => {
    whatsappOpened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' });
  });

  for (const lang of ['en', 'es'] as const) {
    await page.goto(`/${lang}/profile/${proId}`);
    const block = contactBlock(page, lang, name);
    await expect(block).toBeVisible();
    await expect(block.getByRole('button', { name: text[lang].call })).toBeVisible();
    // The number is not on the page until someone taps.
    expect(await page.content()).not.toContain(phoneNumber.slice(4));
    await screenshotBothWidths(page, `contact-block-${lang}`);
    await expectNoAxeViolations(page);

    await block.getByRole('button', { name: 'WhatsApp' }).click();
    await expect.poll(() => whatsappOpened.length).toBe(lang === 'en' ? 1 : 2);
    // The tap navigates this tab to WhatsApp: let that land before going back.
    await page.waitForURL(/^https:\/\/wa\.me\//);
    const opened = new URL(whatsappOpened.at(-1)!);
    expect(`${opened.origin}${opened.pathname}`).toBe(`https://wa.me/${phoneNumber.slice(1)}`);
    expect(opened.searchParams.get('text')).toBe(text[lang].greeting(name));

    await page.goto(`/${lang}/profile/${proId}`);
    const form = contactBlock(page, lang, name);
    // Sent empty, the form says what each field needs in the page's language (not in the browser's),
    // and the first of them takes the focus. The server's refusal (a 400) is what says so.
    consoleErrors.allowFailedResponse(`/api/v1/pros/${proId}/leads`);
    await form.getByRole('button', { name: text[lang].send }).click();
    for (const message of text[lang].missing) await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByRole('textbox', { name: text[lang].name })).toBeFocused();
    await screenshotBothWidths(page, `contact-form-missing-${lang}`);
    await form.getByRole('textbox', { name: text[lang].name }).fill(`Laura ${lang}`);
    await form.getByRole('textbox', { name: text[lang].phone }).fill('7000-1234');
    await form.getByRole('textbox', { name: text[lang].message }).fill('Tengo una fuga en la cocina.');
    // The visitor on the English page would rather be answered in Spanish: the reply language is theirs to pick.
    const preferred = form.getByRole('radiogroup', { name: text[lang].preferredLanguage });
    await expect(preferred.getByRole('radio', { name: text[lang].pageLanguage })).toBeChecked();
    await preferred.getByRole('radio', { name: 'Español' }).check();
    await form.getByRole('button', { name: text[lang].send }).click();
    await expect(form.getByRole('status')).toHaveText(text[lang].sent(name));
    // The form is gone: the sender's focus is on what took its place, not back at the top of the page.
    await expect(form.getByRole('status')).toBeFocused();
    // A copy of what went stays on the device: the profile says so after a reload.
    await page.reload();
    await expect(contactBlock(page, lang, name).getByText(text[lang].wroteBefore(name))).toBeVisible();
  }

  const proContext = await browser.newContext({ baseURL });
  const proPage = await proContext.newPage();
  await signInThroughApi(proPage.request, { email, password: PRO_PASSWORD });
  await proPage.goto('/en/account?tab=requests');
  for (const lang of ['en', 'es'] as const)
    await expect(
      proPage
        .getByRole('article', { name: `Request from Laura ${lang}` })
        .getByText('Prefers Spanish', { exact: false }),
    ).toBeVisible();
  // The reply greets the client by name and names the request, in the language the client chose.
  const reply = await proPage
    .getByRole('article', { name: 'Request from Laura en' })
    .getByRole('link', { name: 'Reply on WhatsApp' })
    .getAttribute('href');
  const replyUrl = new URL(reply!);
  expect(`${replyUrl.origin}${replyUrl.pathname}`).toBe('https://wa.me/50670001234');
  expect(replyUrl.searchParams.get('text')).toBe(
    'Hola Laura en, te escribo por tu solicitud en Guanacaste Pros: "Tengo una fuga en la cocina."',
  );
  await screenshotBothWidths(proPage, 'contact-requests-en');
  const answered = proPage.getByRole('article', { name: 'Request from Laura en' });
  await answered.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(answered.getByText('Answered', { exact: true })).toBeVisible();
  await expect(answered.getByRole('button', { name: 'Mark as answered' })).toHaveCount(0);
  // "Answered" can be taken back.
  await answered.getByRole('button', { name: 'Mark as not answered' }).click();
  await expect(answered.getByText('Not answered yet')).toBeVisible();
  await expect(answered.getByRole('button', { name: 'Mark as answered' })).toBeVisible();
  await proContext.close();
});

test("a pro opens a text's link on a phone in Spanish: signs in, lands on that request, sees the unread count", async ({
  page,
  request: admin,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`.slice(-7);
  const name = `Fugas Ya ${tag}`;
  await signInThroughApi(admin);
  const { proId, email } = await publicPro(
    () => playwright.request.newContext({ baseURL }),
    admin,
    tag,
    name,
    `+5067${tag}`,
  );
  const visitor = await playwright.request.newContext({ baseURL });
  const leadIds: string[] = [];
  for (const [client, message] of [
    ['Carlos', 'Tengo una fuga debajo del fregadero de la cocina.'],
    ['Ana', 'Se rompió el tanque del servicio sanitario.'],
  ]) {
    const sent = await visitor.post(`/api/v1/pros/${proId}/leads`, {
      data: { name: client, phoneNumber: '7000-1234', message, lang: 'es' },
    });
    expect(sent.status()).toBe(201);
    leadIds.push((await sent.json()).leadId);
  }
  await visitor.dispose();

  // The text about Carlos's request links to it; the pro is signed out on their phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const link = `/es/account?tab=requests&lead=${leadIds[0]}`;
  await page.goto(link);
  await expect(page).toHaveURL(`/es/signin?nextRoute=${encodeURIComponent(link)}`);
  await page.getByRole('main').getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page
    .getByRole('main')
    .getByLabel(/^Contraseña/)
    .fill(PRO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(link);

  const carlos = page.getByRole('article', { name: 'Solicitud de Carlos' });
  await expect(carlos).toBeFocused();
  await expect(carlos).toBeInViewport();
  await expect(carlos.getByText('Nueva')).toBeVisible();
  const reply = new URL((await carlos.getByRole('link', { name: 'Responder por WhatsApp' }).getAttribute('href'))!);
  expect(reply.searchParams.get('text')).toBe(
    'Hola Carlos, te escribo por tu solicitud en Guanacaste Pros: "Tengo una fuga debajo del fregadero de la cocina."',
  );
  await expect(carlos.getByRole('link', { name: 'Llamar a Carlos' })).toHaveAttribute('href', 'tel:+50670001234');
  await page.screenshot({ path: screenshotPath('requests-notification-es-390.png') });
  await expectNoAxeViolations(page);

  // Both requests were shown, so both are seen: the count is gone from the tab after a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Solicitudes', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Solicitud de Ana' }).getByText('Nueva')).toHaveCount(0);
});

test('on a 390 px phone in Spanish the first request is on screen without scrolling, under the unread count', async ({
  page,
  request: admin,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`.slice(-7);
  await signInThroughApi(admin);
  const { proId, email } = await publicPro(
    () => playwright.request.newContext({ baseURL }),
    admin,
    tag,
    `Pinturas ${tag}`,
    `+5066${tag}`,
  );
  const visitor = await playwright.request.newContext({ baseURL });
  const sent = await visitor.post(`/api/v1/pros/${proId}/leads`, {
    data: { name: 'Lucía', phoneNumber: '8000-4321', message: '¿Puede pintar la casa la otra semana?', lang: 'es' },
  });
  expect(sent.status()).toBe(201);
  await visitor.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page.request, { email, password: PRO_PASSWORD });
  await page.goto('/es/account');
  // The count is on the menu before the inbox is opened, and on the requests tab.
  await page.getByRole('button', { name: 'Menú' }).click();
  await expect(page.getByRole('link', { name: 'Mi cuenta, 1 solicitud sin leer' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('requests-menu-unread-es-390.png') });
  await page.keyboard.press('Escape');
  await page.goto('/es/account?tab=profile');
  const tab = page.getByRole('tab', { name: 'Solicitudes, 1 sin leer' });
  await expect(tab).toHaveText('Solicitudes (1)');
  await page.screenshot({ path: screenshotPath('requests-tab-unread-es-390.png') });
  await tab.click();
  await expect(page.getByRole('article', { name: 'Solicitud de Lucía' })).toBeInViewport({ ratio: 0.5 });
  await page.screenshot({ path: screenshotPath('requests-inbox-es-390.png') });
});

test('on a 390 px phone in Spanish a pro deletes a request after confirming: it leaves the inbox, the others stay', async ({
  page,
  request: admin,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`.slice(-7);
  await signInThroughApi(admin);
  const { proId, email } = await publicPro(
    () => playwright.request.newContext({ baseURL }),
    admin,
    tag,
    `Techos ${tag}`,
    `+5066${tag}`,
  );
  const visitor = await playwright.request.newContext({ baseURL });
  for (const [name, message] of [
    ['Lucía', '¿Puede revisar el techo esta semana?'],
    ['Marco', 'Necesito cambiar unas láminas del techo.'],
  ])
    expect(
      (
        await visitor.post(`/api/v1/pros/${proId}/leads`, {
          data: { name, phoneNumber: '8000-4321', message, lang: 'es' },
        })
      ).status(),
    ).toBe(201);
  await visitor.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page.request, { email, password: PRO_PASSWORD });
  await page.goto('/es/account?tab=requests');
  const marco = page.getByRole('article', { name: 'Solicitud de Marco' });
  await marco.getByRole('button', { name: 'Borrar solicitud' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Borrar esta solicitud?' });
  await expect(dialog).toContainText(
    'La solicitud de Marco desaparecerá de tus solicitudes, y su nombre, su teléfono y su mensaje se borrarán para siempre. No se puede deshacer.',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath('retention-delete-dialog-es-390.png') });
  await dialog.getByRole('button', { name: 'Borrar solicitud' }).click();
  await expect(dialog).toBeHidden();
  await expect(marco).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Solicitud de Lucía' })).toBeVisible();
  await expect(page.getByText('Las solicitudes se borran 12 meses después de enviarse.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('retention-inbox-after-delete-es-390.png') });
  // The API agrees: the inbox holds Lucía's request only.
  const inbox = await page.request.get('/api/v1/account/leads');
  expect(((await inbox.json()) as { items: { name: string }[] }).items.map((item) => item.name)).toEqual(['Lucía']);
});
