import { languageByCode, serviceById, type Lang } from '@gp/shared';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import {
  chooseOption,
  expect,
  expectNoAxeViolations,
  screenshotBothWidths,
  screenshotPath,
  signInThroughApi,
  test,
} from './support/fixtures';
import { gradientPng, noisePng } from './support/png-images';

const PASSWORD = 'guiones-swell-77';

const text = {
  en: {
    setup: 'Set up your profile',
    displayName: 'Display name',
    about: 'Description in English',
    services: 'Services',
    zones: 'Zones you cover',
    languages: 'Languages you speak',
    next: 'Next',
    zonesStep: 'Zones and hours',
    photosStep: 'Photos',
    finishStep: "What's next",
    closed: 'Closed',
    open: 'Open',
    addBreak: 'Add a break on Tuesday',
    opens: 'Opens',
    closes: 'Closes',
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    uploadProfile: 'Upload a profile photo',
    uploadWork: 'Add work photos',
    options: (n: number) => `Options for work photo ${n}`,
    useAsCover: 'Use as cover photo',
    delete: 'Delete',
    confirmDelete: 'Delete photo',
    viewProfile: 'View your profile',
    noReviews: 'No reviews yet',
    notPublic: 'Your profile is not public yet',
    askForReviews: 'Ask your clients for reviews',
    reviewLink: 'Your review link',
    shareOnWhatsApp: 'Share on WhatsApp',
    greeting:
      'Hi! If you were happy with my work, could you leave me a review on Guanacaste Pros? It only takes a minute:',
    editProfile: 'Edit profile',
    addPhone: 'Add phone',
    leaveReview: 'Leave a review',
    editTitle: 'Edit your profile',
    zonesTab: 'Zones and hours',
    photosTab: 'Photos',
    awaitingReview: 'Awaiting review',
    debug: 'Debug',
    debugTitle: 'Every stored field of this profile',
    reviews: 'Reviews',
    allOfLiberia: 'All of Liberia',
    titleSuffix: 'Profile on Guanacaste Pros',
    notFound: '404 - Not Found',
    tooLarge: 'The file must be smaller than 20MB.',
  },
  es: {
    setup: 'Configura tu perfil',
    displayName: 'Nombre para mostrar',
    about: 'Descripción en español',
    services: 'Servicios',
    zones: 'Zonas que cubres',
    languages: 'Idiomas que hablas',
    next: 'Siguiente',
    zonesStep: 'Zonas y horario',
    photosStep: 'Fotos',
    finishStep: 'Lo que sigue',
    closed: 'Cerrado',
    open: 'Abierto',
    addBreak: 'Agregar pausa el martes',
    opens: 'Abre',
    closes: 'Cierra',
    weekdays: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
    uploadProfile: 'Subir foto de perfil',
    uploadWork: 'Agregar fotos de trabajos',
    options: (n: number) => `Opciones de la foto de trabajo ${n}`,
    useAsCover: 'Usar como foto de portada',
    delete: 'Borrar',
    confirmDelete: 'Borrar foto',
    viewProfile: 'Ver tu perfil',
    noReviews: 'Todavía no hay reseñas',
    notPublic: 'Tu perfil todavía no es público',
    askForReviews: 'Pide reseñas a tus clientes',
    reviewLink: 'Tu enlace de reseñas',
    shareOnWhatsApp: 'Compartir por WhatsApp',
    greeting: '¡Hola! Si le gustó mi trabajo, ¿me deja una reseña en Guanacaste Pros? Solo toma un minuto:',
    editProfile: 'Editar perfil',
    addPhone: 'Agregar teléfono',
    leaveReview: 'Dejar una reseña',
    editTitle: 'Edita tu perfil',
    zonesTab: 'Zonas y horario',
    photosTab: 'Fotos',
    awaitingReview: 'En revisión',
    debug: 'Depuración',
    debugTitle: 'Todos los campos guardados de este perfil',
    reviews: 'Reseñas',
    allOfLiberia: 'Todo Liberia',
    titleSuffix: 'Perfil en Guanacaste Pros',
    notFound: '404 - No encontrado',
    tooLarge: 'El archivo debe pesar menos de 20MB.',
  },
} as const;

/** What the contractor enters in the wizard, and what the profile must then show. */
const chosen = {
  services: [
    { id: 'plumbing', search: { en: 'plumb', es: 'fontan' }, byKeyword: { en: false, es: false } },
    { id: 'pool-maintenance', search: { en: 'chlorine', es: 'piscin' }, byKeyword: { en: true, es: false } },
  ],
  zones: [
    { name: 'Tamarindo', search: 'tamar' },
    { name: 'Nosara', search: 'nosa' },
    { name: 'liberia', search: 'liberia' },
  ],
  language: { code: 'fr', search: { en: 'fren', es: 'franc' } },
} as const;

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Screenshots from the top of the page, so the sticky nav bar sits where people see it. */
const shoot = (page: Page, name: string) =>
  screenshotBothWidths(page, name, () => page.evaluate(() => window.scrollTo(0, 0)));

/** A new contractor through the API (beta key from the demo admin, sign-up, terms), signed in on the page's context. */
async function signUpContractor(page: Page, request: APIRequestContext, lang: Lang): Promise<string> {
  await signInThroughApi(request);
  const issued = await request.post('/api/v1/admin/beta-keys', { data: {} });
  expect(issued.status()).toBe(201);
  const { keyId } = (await issued.json()) as { keyId: string };
  const signUp = await page.request.post('/api/v1/auth/sign-up', {
    data: {
      email: uniqueEmail(`profile-${lang}`),
      password: PASSWORD,
      preferredLang: lang,
      betaKey: keyId,
      role: 'contractor',
    },
  });
  expect(signUp.status()).toBe(200);
  expect((await page.request.post('/api/v1/account/terms', { data: { version: 1 } })).status()).toBe(200);
  const { user } = (await (await page.request.get('/api/v1/session')).json()) as {
    user: { id: string; hasBetaAccess: boolean; isContractor: boolean };
  };
  expect(user).toMatchObject({ hasBetaAccess: true, isContractor: true });
  return user.id;
}

/**
 * Picks an option of a Mantine multi-select by typing. The typed part of its label is highlighted;
 * an option found by a keyword (not in its label) has nothing to highlight.
 */
async function pick(
  page: Page,
  field: Locator,
  search: string,
  optionName: string | RegExp,
  { byKeyword = false } = {},
) {
  await field.click();
  await field.fill(search);
  const option = page.getByRole('option', { name: optionName });
  await expect(option).toBeVisible();
  await expect(option.locator('mark')).toHaveCount(byKeyword ? 0 : 1);
  if (!byKeyword) await expect(option.locator('mark')).toHaveText(new RegExp(`^${search}$`, 'i'));
  await chooseOption(option);
}

/** Waits for the PATCH a change sends to be answered. */
const profileSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/account/profile') && response.request().method() === 'PATCH' && response.ok(),
  );

async function chooseFiles(page: Page, button: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

const dayRow = (page: Page, lang: Lang, day: number) =>
  page.getByRole('group', { name: text[lang].weekdays[day], exact: true });

for (const lang of ['en', 'es'] as const) {
  test(`a contractor completes account setup in ${lang} and sees the profile exactly as configured`, async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(300_000);
    const t = text[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    const userId = await signUpContractor(page, request, lang);
    const name = `Guiones Fix ${lang.toUpperCase()}`;
    const about =
      lang === 'en'
        ? 'Plumbing and pool care from Nosara to Tamarindo.\nSame-day visits.'
        : 'Fontanería y piscinas de Nosara a Tamarindo.\nVisitas el mismo día.';

    // Step 1: display name, description (debounced), services (saved on each choice).
    await page.goto(`/${lang}/account-setup/basic-info`);
    await expect(heading(page)).toHaveText(t.setup);
    await page.getByRole('textbox', { name: t.displayName }).fill(name);
    const aboutSaved = profileSaved(page);
    await page.getByRole('textbox', { name: t.about }).fill(about);
    await aboutSaved;
    const services = page.getByRole('combobox', { name: t.services });
    for (const service of chosen.services) {
      const saved = profileSaved(page);
      await pick(page, services, service.search[lang], serviceById(service.id)!.name[lang], {
        byKeyword: service.byKeyword[lang],
      });
      await saved;
    }
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);
    await shoot(page, `setup-basic-info-${lang}`);
    await page.getByRole('button', { name: t.next }).click();

    // Step 2: zones, a spoken language and custom hours.
    await expect(page).toHaveURL(new RegExp(`/${lang}/account-setup/service-zones$`));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(t.zonesStep);
    const zones = page.getByRole('combobox', { name: t.zones });
    for (const zone of chosen.zones) {
      const saved = profileSaved(page);
      await pick(page, zones, zone.search, zone.name === 'liberia' ? t.allOfLiberia : zone.name);
      await saved;
    }
    await page.keyboard.press('Escape');
    const languageSaved = profileSaved(page);
    await pick(
      page,
      page.getByRole('combobox', { name: t.languages }),
      chosen.language.search[lang],
      new RegExp(languageByCode(chosen.language.code)!.name[lang]),
    );
    await languageSaved;
    await page.keyboard.press('Escape');

    // Sunday opens 9:00-13:00; Monday closes at noon, and then cannot open at noon or later; Tuesday breaks
    // for lunch from 12:00 to 13:00; Saturday is closed. The switch is on when a day is open and says which.
    const sunday = dayRow(page, lang, 0);
    const sundaySwitch = sunday.getByRole('switch');
    await expect(sundaySwitch).toHaveAccessibleName(t.closed);
    await expect(sundaySwitch).not.toBeChecked();
    await expect(sunday.getByRole('combobox', { name: t.opens })).toBeDisabled();
    let saved = profileSaved(page);
    await sundaySwitch.check({ force: true });
    await saved;
    await expect(sundaySwitch).toHaveAccessibleName(t.open);
    saved = profileSaved(page);
    await sunday.getByRole('combobox', { name: t.closes }).selectOption('13:00');
    await saved;
    saved = profileSaved(page);
    await sunday.getByRole('combobox', { name: t.opens }).selectOption('9:00');
    await saved;
    const monday = dayRow(page, lang, 1);
    saved = profileSaved(page);
    await monday.getByRole('combobox', { name: t.closes }).selectOption('12:00');
    await saved;
    const mondayOpenings = await monday
      .getByRole('combobox', { name: t.opens })
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(mondayOpenings.at(-1)).toBe('11:45');
    expect(mondayOpenings).not.toContain('12:00');
    saved = profileSaved(page);
    await dayRow(page, lang, 2).getByRole('button', { name: t.addBreak }).click();
    await saved;
    saved = profileSaved(page);
    const saturdaySwitch = dayRow(page, lang, 6).getByRole('switch');
    await expect(saturdaySwitch).toHaveAccessibleName(t.open);
    await saturdaySwitch.uncheck({ force: true });
    await saved;
    await expect(saturdaySwitch).toHaveAccessibleName(t.closed);
    await expectNoAxeViolations(page);
    await shoot(page, `setup-zones-and-hours-${lang}`);
    await page.getByRole('button', { name: t.next }).click();

    // Step 3: a profile photo, then work photos; the large one goes up in chunks and survives a dropped connection.
    await expect(page).toHaveURL(new RegExp(`/${lang}/account-setup/photos$`));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(t.photosStep);

    // Spec §5: a file over 20 MB is refused before anything is sent.
    await chooseFiles(page, page.getByRole('button', { name: t.uploadProfile }), [
      { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(20_000_001) },
    ]);
    await expect(page.getByRole('alert').filter({ hasText: t.tooLarge })).toBeVisible();

    await chooseFiles(page, page.getByRole('button', { name: t.uploadProfile }), [
      { name: 'me.png', mimeType: 'image/png', buffer: gradientPng(240, 240, [31, 108, 194], [230, 240, 250]) },
    ]);
    await expect(
      page.getByRole('img', { name: lang === 'en' ? 'Your profile photo' : 'Tu foto de perfil' }),
    ).toBeVisible();

    const chunkPuts: string[] = [];
    let dropped = false;
    await page.route('**/api/v1/account/uploads/*', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      chunkPuts.push(route.request().headers()['content-range'] ?? '');
      if (chunkPuts.length === 2 && !dropped) {
        dropped = true;
        consoleErrors.allowFailedResponse(new URL(route.request().url()).pathname);
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    const large = noisePng(600, 600);
    await chooseFiles(page, page.getByRole('button', { name: t.uploadWork }), [
      { name: 'deck.png', mimeType: 'image/png', buffer: gradientPng(320, 240, [35, 112, 50], [240, 230, 200]) },
      { name: 'pool.png', mimeType: 'image/png', buffer: gradientPng(320, 240, [13, 48, 90], [160, 210, 240]) },
      { name: 'roof.png', mimeType: 'image/png', buffer: large },
    ]);
    await expect(page.getByRole('button', { name: t.options(3) })).toBeVisible({ timeout: 30_000 });
    expect(dropped).toBe(true);
    // 256 KB, then 512 KB, dropped and sent again from where the server stood, then the rest.
    expect(chunkPuts[0]).toBe(`bytes 0-262143/${large.length}`);
    expect(chunkPuts[1]).toBe(chunkPuts[2]);
    expect(chunkPuts.at(-1)).toMatch(new RegExp(`/${large.length}$`));

    await page.getByRole('button', { name: t.options(1) }).click();
    saved = page.waitForResponse((response) => response.url().endsWith('/use-as') && response.ok());
    await page.getByRole('menuitem', { name: t.useAsCover }).click();
    await saved;
    await expect(
      page.getByRole('img', { name: lang === 'en' ? 'Your cover photo' : 'Tu foto de portada' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t.options(3) })).toHaveCount(0);
    // Nothing is approved yet (DESIGN §9): the profile photo, the cover and both work photos are marked.
    await expect(page.getByText(t.awaitingReview, { exact: true })).toHaveCount(4);
    await expectNoAxeViolations(page);
    await shoot(page, `setup-photos-${lang}`);

    // The last step says what happens next; its link opens the profile, as its owner sees it.
    await page.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/account-setup/finish$`));
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(t.finishStep);
    await page.getByRole('link', { name: t.viewProfile }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile/${userId}$`));
    await expect(heading(page)).toHaveText(name);
    await expect(page).toHaveTitle(`${name} · ${t.titleSuffix}`);
    const main = page.getByRole('main');
    for (const service of chosen.services)
      await expect(main.getByRole('listitem').filter({ hasText: serviceById(service.id)!.name[lang] })).toBeVisible();
    await expect(main.getByText(about.split('\n')[0]!)).toBeVisible();
    await expect(
      main.getByRole('listitem').filter({ hasText: languageByCode(chosen.language.code)!.name[lang] }),
    ).toBeVisible();
    for (const zone of ['Tamarindo', 'Nosara', 'Liberia'])
      await expect(main.getByRole('listitem').filter({ hasText: new RegExp(`^${zone}$`) })).toBeVisible();
    const hours = main.getByRole('table', { name: lang === 'en' ? 'Service hours' : 'Horario de servicio' });
    const rowOf = (day: number) => hours.getByRole('row', { name: new RegExp(`^${t.weekdays[day]}`) });
    // Each language writes times its own way (en-US and es-CR).
    const [sundayHours, mondayHours, tuesdayHours, weekdayHours] =
      lang === 'en'
        ? ['9:00 AM - 1:00 PM', '7:00 AM - 12:00 PM', '7:00 AM - 12:00 PM, 1:00 PM - 5:00 PM', '7:00 AM - 5:00 PM']
        : [
            '9:00 a. m. - 1:00 p. m.',
            '7:00 a. m. - 12:00 p. m.',
            '7:00 a. m. - 12:00 p. m., 1:00 p. m. - 5:00 p. m.',
            '7:00 a. m. - 5:00 p. m.',
          ];
    await expect(rowOf(0)).toContainText(sundayHours);
    await expect(rowOf(1)).toContainText(mondayHours);
    await expect(rowOf(2)).toContainText(tuesdayHours);
    for (const day of [3, 4, 5]) await expect(rowOf(day)).toContainText(weekdayHours);
    await expect(rowOf(6)).toContainText(t.closed);
    await expect(main.getByRole('img', { name: new RegExp(name) }).first()).toBeVisible();
    await expect(main.getByText(t.noReviews).first()).toBeVisible();
    await expect(main.getByRole('link', { name: t.editProfile })).toBeVisible();
    await expect(main.getByRole('link', { name: t.addPhone })).toHaveAttribute('href', `/${lang}/add-phone-number`);
    await expect(main.getByRole('link', { name: t.leaveReview })).toHaveCount(0);
    const reviewLink = main.getByRole('region', { name: t.askForReviews });
    await expect(reviewLink).toContainText(t.notPublic);
    const origin = new URL(page.url()).origin;
    const link = `${origin}/${lang}/leave-a-review/${userId}`;
    await expect(reviewLink.getByRole('textbox', { name: t.reviewLink })).toHaveValue(link);
    const whatsapp = new URL(
      (await reviewLink.getByRole('link', { name: t.shareOnWhatsApp }).getAttribute('href')) ?? '',
    );
    expect([whatsapp.host, whatsapp.pathname]).toEqual(['wa.me', '/']);
    expect(whatsapp.searchParams.get('text')).toBe(`${t.greeting} ${link}`);

    const photos = main.getByRole('button', { name: new RegExp(lang === 'en' ? '^Enlarge' : '^Ampliar') });
    await expect(photos).toHaveCount(2);
    // The work photos in the grid, and the profile and cover photos in the header.
    await expect(main.getByText(t.awaitingReview, { exact: true })).toHaveCount(4);
    await photos.first().click();
    const zoomed = page.getByRole('dialog');
    // The whole photo, sized for the dialog (the grid shows square crops).
    await expect(zoomed.getByRole('img', { name: new RegExp(name) })).toHaveAttribute('src', /\/full-\d+\.jpg$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(zoomed).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, `profile-owner-${lang}`);

    // The review link stays for good: no dismissing it, still there after a reload.
    await page.reload();
    // A ceiling, not a wait: the owner's page reads the session, then the profile, on a machine two runs share.
    await expect(heading(page)).toHaveText(name, { timeout: 30_000 });
    await expect(reviewLink.getByRole('textbox', { name: t.reviewLink })).toHaveValue(link);

    // The edit page uses the same fields, and deletes a work photo after confirming.
    await page.goto(`/${lang}/edit-contractor-profile?tab=zonesAndHours`);
    await expect(heading(page)).toHaveText(t.editTitle);
    await expect(page.getByRole('tab', { name: t.zonesTab })).toHaveAttribute('aria-selected', 'true');
    await expect(dayRow(page, lang, 1).getByRole('combobox', { name: t.closes })).toHaveValue('12:00');
    await expectNoAxeViolations(page);
    await shoot(page, `edit-profile-zones-${lang}`);
    await page.getByRole('tab', { name: t.photosTab }).click();
    await expect(page).toHaveURL(new RegExp(`tab=photos$`));
    await page.getByRole('button', { name: t.options(2) }).click();
    await page.getByRole('menuitem', { name: t.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirmDelete }).click();
    // The dialog fades out after the photo goes: axe must not judge its half-transparent text.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.options(2) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.options(1) })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, `edit-profile-photos-${lang}`);

    const { photos: kept } = (await (await page.request.get(`/api/v1/profiles/${userId}`)).json()) as {
      photos: { urls: { large: string } }[];
    };
    await viewAsAdmin(browser, request, userId, lang, name);
    await viewAsVisitor(browser, userId, lang, kept[0]!.urls.large);
  });
}

/**
 * Admins see a profile before it is public, with the debug view of every stored field. The
 * browser takes over the admin session of `admin`, since sign-ins per account are rate limited.
 */
async function viewAsAdmin(browser: Browser, admin: APIRequestContext, userId: string, lang: Lang, name: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: await admin.storageState(),
  });
  const page = await context.newPage();
  await page.goto(`/${lang}/profile/${userId}`);
  await expect(heading(page)).toHaveText(name);
  await page.getByRole('button', { name: text[lang].debug }).click();
  const dialog = page.getByRole('dialog', { name: text[lang].debugTitle });
  await expect(dialog.getByRole('row', { name: /^displayName/ })).toContainText(name);
  await expect(dialog.getByRole('row', { name: /^zoneIds/ })).toContainText('tamarindo');
  await expectNoAxeViolations(page);
  await shoot(page, `profile-admin-debug-${lang}`);
  await context.close();
}

/**
 * Until three live reviews, a visitor gets the 404 page for the profile: at its address, with a 404
 * status; and a photo awaiting review is 404 too.
 */
async function viewAsVisitor(browser: Browser, userId: string, lang: Lang, pendingPhoto: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/v1/profiles/${userId}`));
  const document = await page.goto(`/${lang}/profile/${userId}`);
  expect(document?.status()).toBe(404);
  expect((await answered).status()).toBe(404);
  await expect(heading(page)).toHaveText(text[lang].notFound);
  await expect(page).toHaveURL(new RegExp(`/${lang}/profile/${userId}$`));
  await expect(page).toHaveTitle(`${text[lang].notFound} · Guanacaste Pros`);
  expect((await context.request.get(pendingPhoto)).status()).toBe(404);
  await context.close();
}

async function demoContractorId(request: APIRequestContext, displayName: string): Promise<string> {
  await signInThroughApi(request);
  const response = await request.get(`/api/v1/admin/accounts?search=${encodeURIComponent(displayName)}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; displayName: string | null }[] };
  const account = items.find((item) => item.displayName === displayName);
  expect(account).toBeDefined();
  return account!.id;
}

test('a visitor reads a public demo profile in en and es: rating summary, reviews and the way to leave one', async ({
  page,
  request,
}) => {
  const id = await demoContractorId(request, 'Playa Fix Tamarindo');
  for (const lang of ['en', 'es'] as const) {
    const t = text[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${lang}/profile/${id}`);
    await expect(heading(page)).toHaveText('Playa Fix Tamarindo');
    await expect(page).toHaveTitle(`Playa Fix Tamarindo · ${t.titleSuffix}`);
    const main = page.getByRole('main');
    const reviews = main.getByRole('region', { name: t.reviews });
    await expect(
      reviews
        .getByRole('list', { name: lang === 'en' ? 'Reviews, newest first' : 'Reseñas, las más recientes primero' })
        .getByRole('listitem'),
    ).toHaveCount(3);
    const breakdown = reviews
      .getByRole('list', {
        name: lang === 'en' ? 'Share of reviews per star rating' : 'Porcentaje de reseñas por estrellas',
      })
      .getByRole('listitem');
    await expect(breakdown).toHaveCount(5);
    const percents = (await breakdown.allTextContents()).map((row) => Number(/(\d+)\s?%$/.exec(row)?.[1]));
    expect(percents.reduce((sum, value) => sum + value, 0)).toBeGreaterThanOrEqual(99);
    await expect(main.getByText(lang === 'en' ? '3 reviews' : '3 reseñas').first()).toBeVisible();
    await expect(main.getByRole('link', { name: t.leaveReview })).toHaveAttribute(
      'href',
      `/${lang}/leave-a-review/${id}`,
    );
    await expect(main.getByRole('link', { name: t.editProfile })).toHaveCount(0);
    await expect(main.getByRole('link', { name: t.addPhone })).toHaveCount(0);
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, `profile-visitor-${lang}`);
  }
});

/**
 * What a profile page shows, for comparing two of them: its text, links, photos and controls (not
 * the ids a render generates), without the "View as visitor" bar.
 */
const pageContent = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    // Mantine's inline style blocks carry the ids a render generates.
    for (const left of copy.querySelectorAll('.visitor-view-bar, style')) left.remove();
    const all = (selector: string) => [...copy.querySelectorAll(selector)];
    return {
      text: (copy.textContent ?? '').replace(/\s+/g, ' ').trim(),
      links: all('a').map((link) => link.getAttribute('href')),
      photos: all('img, source').map((photo) => photo.getAttribute('src') ?? photo.getAttribute('srcset')),
      controls: all('button, input, textarea, select').map(
        (control) => control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent,
      ),
    };
  });

/** The whole page, and the screen at its photos (what a full-page image shrinks too small to read). */
async function shootPhotos(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(`${name}.png`), fullPage: true });
  await page
    .getByRole('heading', { level: 2, name: /^(Fotos|Photos)$/ })
    .evaluate((title) => title.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: screenshotPath(`${name}-photos.png`) });
}

test.describe('on a phone in Spanish (es-CR, 390 px)', () => {
  test.use({ locale: 'es-CR', viewport: { width: 390, height: 844 } });

  test("the owner reads what each photo is to visitors (public, en revisión, rechazada con motivo); 'Ver como visitante' is the visitor's page", async ({
    page,
    browser,
    request,
  }) => {
    // Four page loads in two browsers, on a machine shared with the server.
    test.slow();
    const name = 'Playa Fix Tamarindo';
    const id = await demoContractorId(request, name);
    await signInThroughApi(page.request, { email: 'playafix@demo.guanacastepros.cr', password: 'pura-vida-demo' });
    const upload = async (from: [number, number, number], to: [number, number, number]) => {
      const uploaded = await page.request.post('/api/v1/account/photos?kind=work', {
        data: gradientPng(320, 240, from, to),
        headers: { 'Content-Type': 'image/png' },
      });
      expect(uploaded.status()).toBe(201);
      return (await uploaded.json()) as { photoId: string; urls: { large: string } };
    };
    const pending = await upload([200, 90, 40], [250, 220, 160]);
    const rejected = await upload([40, 90, 200], [160, 220, 250]);
    // The demo admin rejects the second: it shows a phone number.
    const rejection = await request.post(`/api/v1/admin/photos/${id}/${rejected.photoId}/reject`, {
      data: { code: 'contact-details' },
    });
    expect(rejection.status()).toBe(200);
    const ofPhoto = (photoId: string) => `img[src*="/${photoId}/"], source[srcset*="/${photoId}/"]`;

    try {
      await page.goto(`/es/profile/${id}`);
      await expect(heading(page)).toHaveText(name);
      const main = page.getByRole('main');
      // The header says it of the profile and cover photos, the grid of each work photo.
      await expect(main.getByRole('listitem').filter({ hasText: 'Foto de perfil:' })).toContainText('Pública');
      await expect(main.getByRole('listitem').filter({ hasText: 'Foto de portada:' })).toContainText('Pública');
      const cellOf = (photoId: string) => main.getByRole('listitem').filter({ has: page.locator(ofPhoto(photoId)) });
      await expect(cellOf(pending.photoId)).toContainText('En revisión');
      await expect(cellOf(rejected.photoId)).toContainText('Rechazada');
      await expect(cellOf(rejected.photoId)).toContainText(
        'Motivo: Muestra datos de contacto (teléfonos, correos o enlaces)',
      );
      const enlarge = (on: Page) => on.getByRole('main').getByRole('button', { name: /^Ampliar/ });
      const workPhotos = await enlarge(page).count();
      // One mark a photo: every work photo, the profile photo and the cover.
      await expect(main.getByText(/^(Pública|En revisión|Rechazada)$/)).toHaveCount(workPhotos + 2);
      // Visitors get the public work photos only (less the profile and cover photos' marks).
      const publicWork = (await main.getByText('Pública', { exact: true }).count()) - 2;
      await cellOf(rejected.photoId).scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      await shootPhotos(page, 'photo-marks-owner-es-390');

      // "Ver como visitante": the page a signed-out visitor gets, under a bar that leads back.
      await main.getByRole('link', { name: 'Ver como visitante' }).click();
      await expect(page).toHaveURL(new RegExp(`/es/profile/${id}\\?as=visitor$`));
      const bar = main.getByRole('region', { name: 'Vista de visitante' });
      await expect(bar).toContainText('Vista de visitante: así ven esta página los visitantes.');
      await expect(main.locator(ofPhoto(pending.photoId))).toHaveCount(0);
      await expect(main.locator(ofPhoto(rejected.photoId))).toHaveCount(0);
      for (const mark of ['Pública', 'En revisión', 'Rechazada'])
        await expect(main.getByText(mark, { exact: true })).toHaveCount(0);
      await expect(main.getByRole('region', { name: 'Pide reseñas a tus clientes' })).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'Dejar una reseña' })).toBeVisible();
      await expect(enlarge(page)).toHaveCount(publicWork);
      await expectNoAxeViolations(page);
      await shootPhotos(page, 'photo-marks-as-visitor-es-390');

      const visitor = await browser.newContext({ locale: 'es-CR', viewport: { width: 390, height: 844 } });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/es/profile/${id}`);
      await expect(heading(visitorPage)).toHaveText(name);
      await expect(enlarge(visitorPage)).toHaveCount(publicWork);
      await expect(
        visitorPage.getByRole('main').getByRole('list', { name: 'Reseñas, las más recientes primero' }),
      ).toBeVisible();
      // The open-now badge is drawn once the page has come alive in the browser: read it after that.
      await expect(visitorPage.getByRole('main').getByText(/^(Abierto|Cerrado) ahora$/)).toBeVisible();
      const visitors = await pageContent(visitorPage);
      await expect.poll(() => pageContent(page)).toEqual(visitors);
      expect((await visitor.request.get(pending.urls.large)).status()).toBe(404);
      expect((await visitor.request.get(rejected.urls.large)).status()).toBe(404);
      await visitor.close();

      await bar.getByRole('link', { name: 'Volver a tu vista' }).click();
      await expect(page).toHaveURL(new RegExp(`/es/profile/${id}$`));
      await expect(cellOf(rejected.photoId)).toContainText('Rechazada');

      // The same two views in English on a desktop, for people to look at.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/en/profile/${id}`);
      await expect(cellOf(rejected.photoId)).toContainText(
        'Why: It shows contact details (phone numbers, emails or links)',
      );
      await expect(cellOf(pending.photoId)).toContainText('Awaiting review');
      await shootPhotos(page, 'photo-marks-owner-en-1280');
      await page.getByRole('link', { name: 'View as visitor' }).click();
      await expect(page.getByRole('region', { name: 'Visitor view' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: /^Enlarge/ })).toHaveCount(publicWork);
      await shootPhotos(page, 'photo-marks-as-visitor-en-1280');
    } finally {
      // The demo profile as other journeys expect it, whatever happened.
      for (const { photoId } of [pending, rejected])
        expect((await page.request.delete(`/api/v1/account/photos/${photoId}`)).status()).toBe(200);
    }
  });
});

test('a photo or an API answer opened on its own shows as the browser shows it, nothing of it refused', async ({
  page,
  request,
}) => {
  const { items } = (await (await request.get('/api/v1/pros?pageSize=12')).json()) as {
    items: { profilePhotoSources: { jpeg: { url: string }[] } | null }[];
  };
  const photo = items.find((item) => item.profilePhotoSources)?.profilePhotoSources?.jpeg.at(-1)?.url;
  expect(photo).toBeDefined();
  // The browser's own viewers style themselves inline; the API answers' CSP lets styles (which run
  // nothing) through, and a refused one is a console error, which fails every journey.
  await page.goto(photo!);
  await expect.poll(() => page.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0)).toBeGreaterThan(0);
  await page.goto('/api/v1/pros?pageSize=1');
  await expect(page.getByText('"items"', { exact: false })).toBeVisible();
});

test('a profile that does not exist is the 404 page, at the address followed, with a 404 status', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allowFailedResponse('/api/v1/profiles/no-such-profile');
  const document = await page.goto('/es/profile/no-such-profile');
  expect(document?.status()).toBe(404);
  await expect(heading(page)).toHaveText(text.es.notFound);
  await expect(page).toHaveURL(/\/es\/profile\/no-such-profile$/);
  await expect(page).toHaveTitle(`${text.es.notFound} · Guanacaste Pros`);
});
