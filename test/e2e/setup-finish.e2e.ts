import { REVIEWS_TO_PUBLISH_PROFILE, formatPhoneNumber, type AccountSetupStep } from '@gp/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  chooseOption,
  expect,
  expectNoAxeViolations,
  screenshotPath,
  signInThroughApi,
  test,
} from './support/fixtures';
import { betaMember } from './support/pros';
import { latestCode } from './support/sms-outbox';

const text = {
  es: {
    title: 'Configura tu perfil',
    displayName: 'Nombre para mostrar',
    services: 'Servicios',
    plumbing: 'Fontanería',
    zones: 'Zonas que cubres',
    keepHours: 'Conservar este horario',
    next: 'Siguiente',
    finishStep: 'Lo que sigue',
    progress: 'Progreso de la configuración',
    publicAfter: `Tu perfil aparece en el directorio cuando tenga ${REVIEWS_TO_PUBLISH_PROFILE} reseñas aprobadas.`,
    askForReviews: 'Pide reseñas a tus clientes',
    shareOnWhatsApp: 'Compartir por WhatsApp',
    greeting: '¡Hola! Si le gustó mi trabajo, ¿me deja una reseña en Guanacaste Pros? Solo toma un minuto:',
    verifyPhone: 'Verificar mi teléfono',
    later: 'Puedes hacerlo más tarde desde tu perfil o Mi cuenta.',
    phoneNumber: 'Número de teléfono',
    sendCode: 'Enviar código',
    digit1: 'Dígito 1 de 6',
    publish: 'Sí, mostrar WhatsApp y Llamar',
    backToSetup: 'Volver a la configuración de tu perfil',
    verifiedNumber: (e164: string) => `Tu número verificado: ${formatPhoneNumber(e164)}.`,
    viewProfile: 'Ver tu perfil',
  },
  en: {
    title: 'Set up your profile',
    services: 'Services',
    plumbing: 'Plumbing',
    finishStep: "What's next",
    shareOnWhatsApp: 'Share on WhatsApp',
    verifyPhone: 'Verify my phone',
  },
} as const;

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
/** A Costa Rican mobile number no other journey uses. */
const freshNumber = () => `+5068${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** A new contractor (beta key from the demo admin, terms signed), signed in on the page's context. */
async function newPro(page: Page, request: APIRequestContext, label: string): Promise<string> {
  await signInThroughApi(request);
  return betaMember(page.request, request, uniqueEmail(label), 'contractor');
}

/** The next autosave's answer, which must be a success (a refusal fails here with its status, not a timeout). */
const profileSaved = async (page: Page) => {
  const response = await page.waitForResponse(
    (answer) => answer.url().endsWith('/api/v1/account/profile') && answer.request().method() === 'PATCH',
  );
  expect(response.status(), await response.text()).toBe(200);
};

/** Each step's progress mark: 'done' only when its data is filled. */
async function expectMarks(page: Page, name: string, marks: Record<AccountSetupStep, 'done' | 'pending'>) {
  const steps = page.getByRole('list', { name }).getByRole('listitem');
  for (const [index, state] of Object.values(marks).entries())
    await expect(steps.nth(index)).toHaveAttribute('data-state', state);
}

/** The wa.me link of the share button: no number (the pro picks the chat), the greeting and the review link. */
async function expectWhatsAppShare(page: Page, name: string, greeting: string, reviewLink: string) {
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  const whatsapp = new URL(href ?? '');
  expect([whatsapp.host, whatsapp.pathname]).toEqual(['wa.me', '/']);
  expect(whatsapp.searchParams.get('text')).toBe(`${greeting} ${reviewLink}`);
}

test.describe('on a phone in Spanish', () => {
  test.use({ locale: 'es-CR', viewport: { width: 390, height: 844 } });

  test('a new pro goes through the wizard to its last step, shares the review link and verifies the phone from there', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = text.es;
    const userId = await newPro(page, request, 'wizard-es');

    // Step 1: the name, and a service found by the word the directory understands ("fugas").
    await page.goto('/es/account-setup/basic-info');
    // A ceiling, not a wait: the route's first load on a busy two-core machine can pass the 10 s default.
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible({ timeout: 30_000 });
    await expectMarks(page, t.progress, {
      'basic-info': 'pending',
      'service-zones': 'pending',
      photos: 'pending',
      finish: 'pending',
    });
    await page.getByRole('textbox', { name: t.displayName }).fill('Fugas Nosara');
    const services = page.getByRole('combobox', { name: t.services });
    await services.click();
    await services.fill('fugas');
    const plumbing = page.getByRole('option', { name: t.plumbing, exact: true });
    await expect(plumbing).toBeVisible();
    await page.screenshot({ path: screenshotPath('setup-picker-fugas-es-390.png') });
    let saved = profileSaved(page);
    await chooseOption(plumbing);
    await saved;
    await page.keyboard.press('Escape');
    await expectMarks(page, t.progress, {
      'basic-info': 'done',
      'service-zones': 'pending',
      photos: 'pending',
      finish: 'pending',
    });
    await page.getByRole('button', { name: t.next, exact: true }).click();

    // Step 2: a zone and the suggested hours.
    await expect(page).toHaveURL(/\/es\/account-setup\/service-zones$/);
    const zones = page.getByRole('combobox', { name: t.zones });
    await zones.click();
    await zones.fill('nosa');
    saved = profileSaved(page);
    await chooseOption(page.getByRole('option', { name: 'Nosara', exact: true }));
    await saved;
    await page.keyboard.press('Escape');
    saved = profileSaved(page);
    await page.getByRole('button', { name: t.keepHours }).click();
    await saved;
    await expectMarks(page, t.progress, {
      'basic-info': 'done',
      'service-zones': 'done',
      photos: 'pending',
      finish: 'pending',
    });
    await page.getByRole('button', { name: t.next, exact: true }).click();

    // Step 3: photos are optional; passing the step does not mark it done.
    await expect(page).toHaveURL(/\/es\/account-setup\/photos$/);
    await page.getByRole('button', { name: t.next, exact: true }).click();

    // The last step: what happens next, the review link with its WhatsApp share, the phone.
    await expect(page).toHaveURL(/\/es\/account-setup\/finish$/);
    await expect(page.getByRole('heading', { level: 2, name: t.finishStep })).toBeVisible();
    await expectMarks(page, t.progress, {
      'basic-info': 'done',
      'service-zones': 'done',
      photos: 'pending',
      finish: 'pending',
    });
    await expect(page.getByText(t.publicAfter)).toBeVisible();
    const reviewLink = `${new URL(page.url()).origin}/es/leave-a-review/${userId}`;
    await expect(page.getByRole('region', { name: t.askForReviews }).getByRole('textbox')).toHaveValue(reviewLink);
    await expectWhatsAppShare(page, t.shareOnWhatsApp, t.greeting, reviewLink);
    await expect(page.getByText(t.later)).toBeVisible();
    await expect(page.getByRole('link', { name: t.viewProfile })).toHaveAttribute('href', `/es/profile/${userId}`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('setup-finish-es-390.png'), fullPage: true });

    // Skipped for now, the phone is one tap away: verified on the phone page, which comes back here.
    const e164 = freshNumber();
    await page.getByRole('link', { name: t.verifyPhone }).click();
    await expect(page).toHaveURL(/\/es\/add-phone-number\?from=setup$/);
    await page.getByRole('textbox', { name: t.phoneNumber }).fill(e164.slice(4));
    await page.getByRole('button', { name: t.sendCode }).click();
    await page.getByRole('textbox', { name: t.digit1 }).focus();
    await page.keyboard.type(await latestCode(request, e164));
    await page.getByRole('button', { name: t.publish }).click();
    await page.getByRole('link', { name: t.backToSetup }).click();

    await expect(page).toHaveURL(/\/es\/account-setup\/finish$/);
    await expect(page.getByText(t.verifiedNumber(e164))).toBeVisible();
    await expect(page.getByRole('link', { name: t.verifyPhone })).toHaveCount(0);
    await expectMarks(page, t.progress, {
      'basic-info': 'done',
      'service-zones': 'done',
      photos: 'pending',
      finish: 'done',
    });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('setup-finish-verified-es-390.png'), fullPage: true });
  });
});

test.describe('on a desktop in English', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('the picker finds plumbing for "fugas", and the last step shows the share button and the phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = text.en;
    const userId = await newPro(page, request, 'wizard-en');
    await page.goto('/en/account-setup/basic-info');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible({ timeout: 30_000 });
    const services = page.getByRole('combobox', { name: t.services });
    await services.click();
    await services.fill('fugas');
    await expect(page.getByRole('option', { name: t.plumbing, exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath('setup-picker-fugas-en-1280.png') });
    await page.keyboard.press('Escape');

    await page.goto('/en/account-setup/finish');
    await expect(page.getByRole('heading', { level: 2, name: t.finishStep })).toBeVisible();
    await expect(page.getByRole('link', { name: t.shareOnWhatsApp, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.+${encodeURIComponent(`/en/leave-a-review/${userId}`)}$`),
    );
    await expect(page.getByRole('link', { name: t.verifyPhone })).toHaveAttribute(
      'href',
      '/en/add-phone-number?from=setup',
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('setup-finish-en-1280.png'), fullPage: true });
  });
});
