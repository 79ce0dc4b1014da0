import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshotPath, signInThroughApi, test } from './support/fixtures';

const PASSWORD = 'tamarindo-sunset-42';
const PHONE = { width: 390, height: 844 };

const text = {
  en: {
    lookingForPro: "I'm looking for a pro",
    email: 'Email',
    password: 'Password',
    createAccount: 'Create account',
    agree: 'I agree',
    account: 'Your account',
    displayName: 'Display name',
    saved: 'Saved',
    reviewHeading: (name: string) => `Review ${name}`,
    reviewEmail: 'Your email',
    title: 'Title',
    body: 'Your review',
    submit: 'Submit review',
    thanks: 'Thank you for your review!',
    myReviews: 'My reviews',
    edit: (title: string) => `Edit your review “${title}”`,
    saveChanges: 'Save changes',
    edited: 'Your changes are saved. Our team will approve your review again before it appears on the profile.',
    pending: 'Pending approval',
    published: 'Published',
    reviews: 'Reviews',
    reply: 'Reply',
    replyLabel: 'Your public reply',
    saveReply: 'Save reply',
    replyFrom: (name: string) => `Reply from ${name}`,
    remove: (title: string) => `Remove “${title}”`,
    removeDialog: 'Remove this review',
    offensive: 'It is offensive or abusive',
    confirmRemove: 'Remove review',
    removedNotice: (title: string) => `“${title}” is removed.`,
    removedForAuthor: 'Removed by an admin',
    reason: 'Reason: It is offensive or abusive',
    restore: (title: string) => `Restore “${title}”`,
    restoredNotice: (title: string) => `“${title}” is restored.`,
  },
  es: {
    lookingForPro: 'Busco un profesional',
    email: 'Correo electrónico',
    password: 'Contraseña',
    createAccount: 'Crear cuenta',
    agree: 'Acepto',
    account: 'Tu cuenta',
    displayName: 'Nombre para mostrar',
    saved: 'Guardado',
    reviewHeading: (name: string) => `Reseña para ${name}`,
    reviewEmail: 'Tu correo electrónico',
    title: 'Título',
    body: 'Tu reseña',
    submit: 'Enviar reseña',
    thanks: '¡Gracias por tu reseña!',
    myReviews: 'Mis reseñas',
    edit: (title: string) => `Editar tu reseña «${title}»`,
    saveChanges: 'Guardar cambios',
    edited:
      'Tus cambios están guardados. Nuestro equipo aprobará tu reseña otra vez antes de que aparezca en el perfil.',
    pending: 'Pendiente de aprobación',
    published: 'Publicada',
    reviews: 'Reseñas',
    reply: 'Responder',
    replyLabel: 'Tu respuesta pública',
    saveReply: 'Guardar respuesta',
    replyFrom: (name: string) => `Respuesta de ${name}`,
    remove: (title: string) => `Retirar «${title}»`,
    removeDialog: 'Retirar esta reseña',
    offensive: 'Es ofensiva o abusiva',
    confirmRemove: 'Retirar reseña',
    removedNotice: (title: string) => `«${title}» está retirada.`,
    removedForAuthor: 'Retirada por un administrador',
    reason: 'Motivo: Es ofensiva o abusiva',
    restore: (title: string) => `Restaurar «${title}»`,
    restoredNotice: (title: string) => `«${title}» está restaurada.`,
  },
} as const;

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');
const shot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(`${name}-390.png`), fullPage: true });

async function betaKey(admin: APIRequestContext): Promise<string> {
  const response = await admin.post('/api/v1/admin/beta-keys', { data: {} });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { keyId: string }).keyId;
}

/** A pro with a name, signed up through the API: the review form works before the profile is public. */
async function createPro(
  admin: APIRequestContext,
  pro: APIRequestContext,
  name: string,
): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('pro');
  const signUp = await pro.post('/api/v1/auth/sign-up', {
    data: { email, password: PASSWORD, betaKey: await betaKey(admin), role: 'contractor' },
  });
  expect(signUp.status()).toBe(200);
  expect((await pro.post('/api/v1/account/terms', { data: { version: 1 } })).ok()).toBe(true);
  expect((await pro.put('/api/v1/account/display-name', { data: { displayName: name } })).ok()).toBe(true);
  return { id: ((await signUp.json()) as { user: { id: string } }).user.id, email };
}

async function approve(admin: APIRequestContext, reviewId: string) {
  const list = (await (await admin.get('/api/v1/admin/reviews?pageSize=100')).json()) as {
    items: { id: string; revision: number }[];
  };
  const review = list.items.find((item) => item.id === reviewId)!;
  const response = await admin.post(`/api/v1/admin/reviews/${reviewId}/approve`, {
    data: { expectedRevision: review.revision },
  });
  expect(response.status()).toBe(200);
}

/** The stars are a radio group drawn over hidden inputs: keyboard first, as a person using one would. */
async function rate(page: Page, oneStar: string, stars: number) {
  const form = main(page).getByRole('form');
  await form.getByRole('radio', { name: oneStar, exact: true }).focus();
  await page.keyboard.press('Space');
  for (let step = 1; step < stars; step++) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { checked: true })).toHaveCount(1);
}

async function phonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  return context.newPage();
}

for (const lang of ['en', 'es'] as const) {
  test(`a client signs up, reviews a pro, edits the review and follows it in My account; the pro replies; an admin removes and restores it (${lang}, 390 px)`, async ({
    page,
    request: admin,
    browser,
    baseURL,
    playwright,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const t = text[lang];
    const tag = `${Date.now()}`.slice(-5);
    const proName = `Nosara Fix ${tag}`;
    await signInThroughApi(admin);
    const proApi = await playwright.request.newContext({ baseURL });
    const pro = await createPro(admin, proApi, proName);
    const proId = pro.id;
    // The thank-you asks whether the pro's profile can be linked; it is not public yet, so that read is 404.
    consoleErrors.allowFailedResponse(`/api/v1/profiles/${proId}`);

    // 1. Sign-up as a client (the default path), the terms, then the account — never a pro's setup.
    const clientEmail = uniqueEmail(`client-${lang}`);
    await page.setViewportSize(PHONE);
    await page.goto(`/${lang}/create-account?betakey=${await betaKey(admin)}`);
    await expect(main(page).getByRole('radio', { name: new RegExp(t.lookingForPro) })).toBeChecked();
    await main(page).getByRole('textbox', { name: t.email }).fill(clientEmail);
    await main(page)
      .getByLabel(new RegExp(`^${t.password}`))
      .fill(PASSWORD);
    await main(page).getByRole('button', { name: t.createAccount }).click();
    await main(page).getByRole('button', { name: t.agree }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/account$`));
    await expect(heading(page)).toHaveText(t.account);
    await main(page).getByRole('textbox', { name: t.displayName }).fill(`Carla ${tag}`);
    await expect(main(page).getByText(t.saved, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `client-account-${lang}`);

    // 2. The review: the account's email is already there.
    await page.goto(`/${lang}/leave-a-review/${proId}`);
    await expect(heading(page)).toHaveText(t.reviewHeading(proName));
    const form = main(page).getByRole('form');
    await expect(form.getByRole('textbox', { name: t.reviewEmail })).toHaveValue(clientEmail);
    await rate(page, lang === 'en' ? '1 star' : '1 estrella', 4);
    const title = `Fixed the pump ${tag}`;
    await form.getByRole('textbox', { name: t.title }).fill(title);
    await form.getByRole('textbox', { name: t.body }).fill('Came the same day and left everything clean.');
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.thanks })).toBeVisible();

    // 3. My account: edit it; it goes back to moderation.
    await page.goto(`/${lang}/account?tab=reviews`);
    await expect(page.getByRole('tab', { name: t.myReviews })).toHaveAttribute('aria-selected', 'true');
    await main(page)
      .getByRole('button', { name: t.edit(title) })
      .click();
    const editedTitle = `${title} (edited)`;
    await main(page).getByRole('textbox', { name: t.title }).fill(editedTitle);
    await main(page).getByRole('button', { name: t.saveChanges }).click();
    await expect(main(page).getByText(t.edited)).toBeVisible();
    const card = main(page).getByRole('article').filter({ hasText: editedTitle });
    await expect(card.getByText(t.pending)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `client-review-edited-${lang}`);
    const { items } = (await (await page.request.get('/api/v1/account/reviews')).json()) as {
      items: { id: string; title: string }[];
    };
    const reviewId = items.find((review) => review.title === editedTitle)!.id;
    await approve(admin, reviewId);

    // 4. The pro answers it on their profile.
    const proPage = await phonePage(browser, baseURL);
    await signInThroughApi(proPage.request, { email: pro.email, password: PASSWORD });
    await proPage.goto(`/${lang}/profile/${proId}`);
    const reviews = proPage.getByRole('region', { name: t.reviews });
    await reviews.getByRole('button', { name: t.reply }).click();
    await reviews.getByRole('textbox', { name: t.replyLabel }).fill('¡Gracias, Carla! </script> $&');
    await reviews.getByRole('button', { name: t.saveReply }).click();
    await expect(reviews.getByText(t.replyFrom(proName))).toBeVisible();
    await expect(reviews.getByText('¡Gracias, Carla! </script> $&')).toBeVisible();
    await expectNoAxeViolations(proPage);
    await shot(proPage, `pro-reply-${lang}`);

    // 5. An admin removes it with a reason; its author reads why, in their language; the admin restores it.
    const adminPage = await phonePage(browser, baseURL);
    await signInThroughApi(adminPage.request);
    await adminPage.goto(`/${lang}/admin/reviews`);
    await adminPage.getByRole('button', { name: t.remove(editedTitle) }).click();
    const dialog = adminPage.getByRole('dialog', { name: t.removeDialog });
    await dialog.getByRole('radio', { name: t.offensive }).check();
    await dialog.getByRole('button', { name: t.confirmRemove }).click();
    await expect(adminPage.getByText(t.removedNotice(editedTitle))).toBeVisible();
    await shot(adminPage, `admin-review-removed-${lang}`);

    await page.reload();
    await expect(card.getByText(t.removedForAuthor)).toBeVisible();
    await expect(card.getByText(t.reason)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `client-review-removed-${lang}`);

    await adminPage.getByRole('button', { name: t.restore(editedTitle) }).click();
    await expect(adminPage.getByText(t.restoredNotice(editedTitle))).toBeVisible();
    await page.reload();
    await expect(card.getByText(t.published)).toBeVisible();
    await expect(card.getByText(t.removedForAuthor)).toHaveCount(0);
    await proPage.context().close();
    await adminPage.context().close();
    await proApi.dispose();
  });
}

test("a Spanish anonymous reviewer's whole path stays in Spanish at 390 px: the form, the prompt, the sign-up, the thanks", async ({
  page,
  request: admin,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`.slice(-5);
  const proName = `Pinturas Sámara ${tag}`;
  await signInThroughApi(admin);
  const proApi = await playwright.request.newContext({ baseURL });
  const pro = await createPro(admin, proApi, proName);

  await page.setViewportSize(PHONE);
  await page.goto(`/es/leave-a-review/${pro.id}`);
  await expect(heading(page)).toHaveText(text.es.reviewHeading(proName));
  const form = main(page).getByRole('form');
  await rate(page, '1 estrella', 5);
  await form.getByRole('textbox', { name: 'Tu nombre' }).fill('Lucía');
  const reviewEmail = uniqueEmail('lucia');
  await form.getByRole('textbox', { name: text.es.reviewEmail }).fill(reviewEmail);
  await form.getByRole('textbox', { name: text.es.title }).fill('Pintaron toda la casa');
  await form.getByRole('textbox', { name: text.es.body }).fill('Limpios y puntuales.');
  await form.getByRole('button', { name: text.es.submit }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Guardamos tu reseña. ¡Solo falta un paso!' }),
  ).toBeVisible();
  await shot(page, 'anonymous-review-saved-es');

  // The prompt's sign-up is in Spanish, starts as a client with the email of her review (never in
  // the address), and brings her back to her review: not to the waitlist.
  await main(page).getByRole('link', { name: 'Crear una cuenta' }).click();
  await expect(page).toHaveURL(/\/es\/create-account\?reviewId=/);
  await expect(main(page).getByRole('radio', { name: new RegExp(text.es.lookingForPro) })).toBeChecked();
  await expect(main(page).getByRole('textbox', { name: text.es.email })).toHaveValue(reviewEmail);
  expect(page.url()).not.toContain('lucia');
  await expect(main(page).getByText('Cuando crees tu cuenta, vuelves a la página donde estabas.')).toBeVisible();
  await main(page)
    .getByLabel(new RegExp(`^${text.es.password}`))
    .fill(PASSWORD);
  await main(page).getByRole('button', { name: text.es.createAccount }).click();
  // Without beta access she is back on the pro's form, her review linked to her account, told she
  // already reviewed them instead of a blank form.
  await expect(page).toHaveURL(new RegExp(`/es/leave-a-review/${pro.id}\\?reviewsuccess$`));
  await expect(page.getByRole('status').filter({ hasText: 'Tu reseña quedó vinculada a tu cuenta' })).toBeVisible();
  await expect(main(page).getByText(`Ya dejaste una reseña para ${proName}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'anonymous-review-signed-up-es');

  await page.reload();
  await expect(main(page).getByText(`Ya dejaste una reseña para ${proName}`)).toBeVisible();
  await shot(page, 'returning-reviewer-es');
  await proApi.dispose();
});
