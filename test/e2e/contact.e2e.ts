import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshotBothWidths, signInThroughApi, test } from './support/fixtures';

type Lang = 'en' | 'es';
const PASSWORD = 'a-good-password';
const text = {
  en: { contact: (name: string) => `Contact ${name}`, call: 'Call', name: 'Your name', phone: 'Your WhatsApp or phone number', message: 'Message', send: 'Send message', sent: (name: string) => `Message sent. ${name} will contact you soon.`, greeting: (name: string) => `Hello ${name}, I found you on Guanacaste Pros and would like to ask about your services.` },
  es: { contact: (name: string) => `Contactar a ${name}`, call: 'Llamar', name: 'Tu nombre', phone: 'Tu número de WhatsApp o teléfono', message: 'Mensaje', send: 'Enviar mensaje', sent: (name: string) => `Mensaje enviado. ${name} te contactará pronto.`, greeting: (name: string) => `Hola ${name}, te encontré en Guanacaste Pros y quisiera consultarte sobre tus servicios.` },
} as const;

async function betaMember(request: APIRequestContext, admin: APIRequestContext, email: string, role?: 'contractor'): Promise<string> {
  const { keyId } = (await (await admin.post('/api/v1/admin/beta-keys', { data: {} })).json()) as { keyId: string };
  const signUp = await request.post('/api/v1/auth/sign-up', { data: { email, password: PASSWORD, betaKey: keyId, ...(role ? { role } : {}) } });
  expect(signUp.ok()).toBe(true);
  expect((await request.post('/api/v1/account/terms', { data: { version: 1 } })).status()).toBe(200);
  return ((await signUp.json()) as { user: { id: string } }).user.id;
}

/** A contractor with a verified phone and three approved reviews: public, reachable on every channel. */
async function publicPro(newContext: () => Promise<APIRequestContext>, admin: APIRequestContext, tag: string, name: string, phoneNumber: string) {
  const pro = await newContext();
  const email = `pro-${tag}@example.com`;
  const proId = await betaMember(pro, admin, email, 'contractor');
  expect((await pro.put('/api/v1/account/display-name', { data: { displayName: name } })).status()).toBe(200);
  const started = (await (await pro.post('/api/v1/phone/challenges', { data: { phoneNumber, purpose: 'attach' } })).json()) as { challengeId: string };
  let code = '';
  await expect.poll(async () => {
    const { messages } = (await (await admin.get(`/api/v1/testing/sms-outbox?to=${encodeURIComponent(phoneNumber)}`)).json()) as { messages: { body: string }[] };
    code = /#(\d{6})$/.exec(messages.at(-1)?.body ?? '')?.[1] ?? '';
    return code;
  }).not.toBe('');
  expect((await pro.post('/api/v1/phone/challenges/verify', { data: { challengeId: started.challengeId, code } })).status()).toBe(200);
  for (const index of [1, 2, 3]) {
    const reviewer = await newContext();
    await betaMember(reviewer, admin, `reviewer-${index}-${tag}@example.com`);
    const review = await reviewer.post('/api/v1/reviews', { data: { contractorId: proId, rating: 5, email: `reviewer-${index}-${tag}@example.com`, title: 'Excelente', body: 'Arregló la bomba el mismo día.' } });
    const { reviewId } = (await review.json()) as { reviewId: string };
    const queue = (await (await admin.get('/api/v1/admin/reviews?status=pending&pageSize=100')).json()) as { items: { id: string; revision: number }[] };
    const pending = queue.items.find((item) => item.id === reviewId)!;
    expect((await admin.post(`/api/v1/admin/reviews/${reviewId}/approve`, { data: { expectedRevision: pending.revision } })).status()).toBe(200);
  }
  return { proId, email };
}

const contactBlock = (page: Page, lang: Lang, name: string) => page.getByRole('region', { name: text[lang].contact(name) });

test('a visitor taps WhatsApp and messages a pro in each language; the pro finds the requests in the account', async ({ page, request: admin, playwright, baseURL, browser }) => {
  test.setTimeout(180_000);
  const tag = `${Date.now()}`.slice(-7);
  const name = `Playa Fix ${tag}`;
  const phoneNumber = `+5068${tag}`;
  await signInThroughApi(admin);
  const { proId, email } = await publicPro(() => playwright.request.newContext({ baseURL }), admin, tag, name, phoneNumber);
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
    await form.getByRole('textbox', { name: text[lang].name }).fill(`Laura ${lang}`);
    await form.getByRole('textbox', { name: text[lang].phone }).fill('7000-1234');
    await form.getByRole('textbox', { name: text[lang].message }).fill('Tengo una fuga en la cocina.');
    await form.getByRole('button', { name: text[lang].send }).click();
    await expect(form.getByRole('status')).toHaveText(text[lang].sent(name));
  }

  const proContext = await browser.newContext({ baseURL });
  const proPage = await proContext.newPage();
  await signInThroughApi(proPage.request, { email, password: PASSWORD });
  await proPage.goto('/en/account?tab=requests');
  for (const lang of ['en', 'es'] as const) await expect(proPage.getByRole('article', { name: `Request from Laura ${lang}` })).toBeVisible();
  await expect(proPage.getByRole('article', { name: 'Request from Laura en' }).getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/50670001234');
  await screenshotBothWidths(proPage, 'contact-requests-en');
  const answered = proPage.getByRole('article', { name: 'Request from Laura en' });
  await answered.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(answered.getByText('Answered')).toBeVisible();
  await expect(answered.getByRole('button', { name: 'Mark as answered' })).toHaveCount(0);
  await proContext.close();
});
