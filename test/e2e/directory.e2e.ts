import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshotBothWidths, signInThroughApi, test } from './support/fixtures';
import { PRO_PASSWORD, publicPro } from './support/pros';

type Lang = 'en' | 'es';
const text = {
  en: {
    findPro: 'Find a pro',
    service: 'What do you need?',
    plumbing: 'Plumbing',
    zone: 'Where?',
    submit: 'Find pros',
    heading: 'Plumbing in Nosara',
    /** The landing page's path after /pros, in the language's slugs. */
    landing: 'plumbing/nosara',
    speaks: 'Speaks',
    english: 'English',
    openNow: 'Open now',
    results: 'Pros found',
    filters: 'Filters',
    greeting: (name: string) => `Hello ${name}, I found you on Guanacaste Pros. I'm looking for plumbing in Nosara.`,
    viewProfile: (name: string) => `View profile: ${name}`,
    contact: (name: string) => `Contact ${name}`,
    yourName: 'Your name',
    phone: 'Your WhatsApp or phone number',
    message: 'Message',
    send: 'Send message',
    sent: (name: string) =>
      `Message sent${name} gets a text message telling them about your request, and answers you by WhatsApp or phone at the number you gave. If you don't hear back, try another pro.`,
  },
  es: {
    findPro: 'Buscar un profesional',
    service: '¿Qué necesitas?',
    plumbing: 'Fontanería',
    zone: '¿Dónde?',
    submit: 'Buscar profesionales',
    heading: 'Fontanería en Nosara',
    landing: 'fontaneria/nosara',
    speaks: 'Habla',
    english: 'Inglés',
    openNow: 'Abierto ahora',
    results: 'Profesionales encontrados',
    filters: 'Filtros',
    greeting: (name: string) => `Hola ${name}, te encontré en Guanacaste Pros. Busco fontanería en Nosara.`,
    viewProfile: (name: string) => `Ver perfil: ${name}`,
    contact: (name: string) => `Contactar a ${name}`,
    yourName: 'Tu nombre',
    phone: 'Tu número de WhatsApp o teléfono',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    sent: (name: string) =>
      `Mensaje enviado${name} recibe un mensaje de texto que le avisa de tu solicitud y te responde por WhatsApp o por teléfono al número que diste. Si no te responde, prueba con otro profesional.`,
  },
} as const;

/**
 * Open every day from 0:00 to 23:45 (the last time the hours allow), so "open now" finds the pro
 * at any hour but the day's last quarter.
 */
const ALWAYS_OPEN = Array.from({ length: 7 }, () => ({ open: '0:00', close: '23:45', isClosed: false }));

/** Picks a catalog option by typing part of it into a searchable select. */
async function choose(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const card = (page: Page, lang: Lang, name: string) =>
  page.getByRole('list', { name: text[lang].results }).getByRole('article', { name });

test('a visitor searches "fontanería" in Nosara from the home page, narrows to English-speaking pros open now, taps WhatsApp and sends a message; the pro sees it', async ({
  page,
  request: admin,
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = `${Date.now()}`.slice(-7);
  const name = `Fontanería Nosara ${tag}`;
  const phoneNumber = `+5067${tag}`;
  await signInThroughApi(admin);
  const { email } = await publicPro(() => playwright.request.newContext({ baseURL }), admin, tag, name, phoneNumber, {
    serviceIds: ['plumbing'],
    zoneIds: ['nosara'],
    languageCodes: ['en', 'es'],
    hours: ALWAYS_OPEN,
  });
  const whatsappOpened: string[] = [];
  await page.route('https://wa.me/**', async (route) => {
    whatsappOpened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' });
  });

  for (const lang of ['en', 'es'] as const) {
    const t = text[lang];
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/${lang}`);
    // The Spanish word finds the service on either language's page.
    await choose(page, t.service, 'fontanería', t.plumbing);
    await choose(page, t.zone, 'nosa', 'Nosara');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/pros/${t.landing}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(card(page, lang, name)).toBeVisible();

    // On a phone the filters sit behind one button that counts them.
    await page.getByRole('button', { name: `${t.filters} (2)` }).click();
    await choose(page, t.speaks, lang === 'en' ? 'engl' : 'ingl', t.english);
    // The switch shows the URL's state: it turns on once the navigation it starts lands.
    await page.getByRole('switch', { name: t.openNow }).click();
    await expect(page.getByRole('switch', { name: t.openNow })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`/${lang}/pros/${t.landing}\\?language=en&openNow=true$`));
    await expect(card(page, lang, name)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, `directory-${lang}`);

    await card(page, lang, name).getByRole('button', { name: 'WhatsApp' }).click();
    await expect.poll(() => whatsappOpened.length).toBe(lang === 'en' ? 1 : 2);
    await page.waitForURL(/^https:\/\/wa\.me\//);
    const opened = new URL(whatsappOpened.at(-1)!);
    expect(`${opened.origin}${opened.pathname}`).toBe(`https://wa.me/${phoneNumber.slice(1)}`);
    expect(opened.searchParams.get('text')).toBe(t.greeting(name));

    // Back from WhatsApp, the search is as it was left.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${lang}/pros/${t.landing}\\?language=en&openNow=true$`));
    await page.getByRole('link', { name: t.viewProfile(name) }).click();
    const form = page.getByRole('region', { name: t.contact(name) });
    await form.getByRole('textbox', { name: t.yourName }).fill(`Marta ${lang}`);
    await form.getByRole('textbox', { name: t.phone }).fill('8000-4321');
    await form.getByRole('textbox', { name: t.message }).fill('¿Puede revisar una fuga mañana?');
    const leadSent = page.waitForResponse(
      (response) => response.url().endsWith('/leads') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: t.send }).click();
    // The answer's status first: a refusal then says why rather than that no notice showed.
    expect((await leadSent).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(t.sent(name));
  }

  const proContext = await browser.newContext({ baseURL });
  const proPage = await proContext.newPage();
  await signInThroughApi(proPage.request, { email, password: PRO_PASSWORD });
  await proPage.goto('/es/account?tab=requests');
  for (const lang of ['en', 'es'] as const)
    await expect(proPage.getByRole('article', { name: `Solicitud de Marta ${lang}` })).toBeVisible();
  await proContext.close();
});

for (const lang of ['en', 'es'] as const) {
  test(`the header leads to the directory, filters live in the URL and the back button undoes them, in ${lang}`, async ({
    page,
  }) => {
    const t = text[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${lang}/faq`);
    await page
      .getByRole('navigation', { name: lang === 'en' ? 'Main navigation' : 'Navegación principal' })
      .getByRole('link', { name: t.findPro })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/pros$`));
    const results = page.getByRole('list', { name: t.results });
    await expect(results.getByRole('article').first()).toBeVisible();
    const everyone = await results.getByRole('article').count();
    expect(everyone).toBeGreaterThanOrEqual(12);

    await choose(page, t.speaks, 'ital', lang === 'en' ? 'Italian' : 'Italiano');
    await expect(page).toHaveURL(new RegExp(`/${lang}/pros\\?language=it$`));
    // Pinturas y Acabados Sámara is the demo pro who speaks Italian.
    await expect(results.getByRole('article', { name: 'Pinturas y Acabados Sámara' })).toBeVisible();
    await expect.poll(() => results.getByRole('article').count()).toBeLessThan(everyone);
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${lang}/pros$`));
    await expect.poll(() => results.getByRole('article').count()).toBe(everyone);
  });
}

test('"Cerca de mí" on a phone in Tamarindo searches Tamarindo, then lists the pros nearby with how far they are; the coordinates are sent nowhere', async ({
  browser,
  request: admin,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`.slice(-7);
  const name = `Limpieza Playa Grande ${tag}`;
  await signInThroughApi(admin);
  await publicPro(() => playwright.request.newContext({ baseURL }), admin, tag, name, `+5066${tag}`, {
    serviceIds: ['house-cleaning'],
    zoneIds: ['playa-grande'],
    languageCodes: ['es'],
  });
  // Playwright's fake position, a few streets from Tamarindo's beach: the browser's own edge.
  const phone = await browser.newContext({
    baseURL,
    locale: 'es-CR',
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: 10.2987, longitude: -85.8395 },
    permissions: ['geolocation'],
  });
  const page = await phone.newPage();
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto('/es/pros');
  await page.getByRole('button', { name: 'Cerca de mí' }).click();
  await expect(page).toHaveURL(/\/es\/pros\?zone=tamarindo$/);
  await expect(page.getByRole('status').filter({ hasText: 'Lugar más cercano: Tamarindo' })).toBeVisible();
  const nearby = page.getByRole('list', { name: 'Cerca, a menos de 40 km de Tamarindo' });
  await expect(nearby.getByRole('article', { name }).getByText('Playa Grande · a 4 km')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(sent.join('\n')).not.toMatch(/10\.29|85\.83/);
  await phone.close();
});
