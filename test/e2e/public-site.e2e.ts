import { PAGE_META, type Lang, type MetaPage } from '@gp/shared';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshotBothWidths, screenshotPath, test } from './support/fixtures';

interface PublicPage {
  /** Path after /{lang}. */
  path: string;
  meta: MetaPage;
  heading: Record<Lang, string>;
  status?: number;
}

const PAGES: PublicPage[] = [
  {
    path: '',
    meta: 'home',
    heading: {
      en: 'Find trusted local pros in Guanacaste',
      es: 'Encuentra profesionales locales de confianza en Guanacaste',
    },
  },
  {
    path: '/features',
    meta: 'features',
    heading: {
      en: 'Hire with confidence. Grow with real reviews.',
      es: 'Contrata con confianza. Crece con reseñas reales.',
    },
  },
  { path: '/faq', meta: 'faq', heading: { en: 'Frequently asked questions', es: 'Preguntas frecuentes' } },
  {
    path: '/about',
    meta: 'about',
    heading: { en: 'Made in Guanacaste, for Guanacaste', es: 'Hecho en Guanacaste, para Guanacaste' },
  },
  { path: '/contact', meta: 'contact', heading: { en: "We're here to help", es: 'Estamos para ayudarte' } },
  { path: '/tos', meta: 'tos', heading: { en: 'Terms of Service', es: 'Términos de servicio' } },
  {
    path: '/privacy',
    meta: 'privacy',
    heading: {
      en: 'Privacy: what we keep about you, and for how long',
      es: 'Privacidad: qué guardamos sobre ti y por cuánto tiempo',
    },
  },
  { path: '/signin', meta: 'signin', heading: { en: 'Log in', es: 'Iniciar sesión' } },
  { path: '/create-account', meta: 'create-account', heading: { en: 'Create your account', es: 'Crea tu cuenta' } },
  {
    path: '/coming-soon',
    meta: 'coming-soon',
    heading: { en: 'Guanacaste Pros is opening soon', es: 'Guanacaste Pros abre muy pronto' },
  },
  { path: '/404', meta: 'not-found', heading: { en: '404 - Not Found', es: '404 - No encontrado' }, status: 404 },
];

/** As the server writes text into HTML attributes and elements (api/src/web/head-tags.ts). */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

for (const lang of ['en', 'es'] as const) {
  for (const page of PAGES) {
    const url = `/${lang}${page.path}`;
    const name = `${page.meta}-${lang}`;

    test(`${url} renders, passes axe and carries its head tags`, async ({ page: browserPage, request, baseURL }) => {
      // Link previews and crawlers read the served HTML, before any script runs.
      const response = await request.get(url);
      expect(response.status()).toBe(page.status ?? 200);
      const html = await response.text();
      const meta = PAGE_META[page.meta][lang];
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<title>${escapeHtml(meta.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeHtml(meta.description)}">`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${url}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}/en${page.path}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="es" href="${baseURL}/es${page.path}">`);

      await browserPage.setViewportSize({ width: 1280, height: 900 });
      await browserPage.goto(url);
      await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(page.heading[lang]);
      await expect(browserPage.locator('html')).toHaveAttribute('lang', lang);
      // After the app has rendered, the title is still the server's.
      await expect(browserPage).toHaveTitle(meta.title);
      await expectNoAxeViolations(browserPage);
      await screenshotBothWidths(browserPage, `public-${name}`);
    });
  }
}

/** What a pointer can hit that is smaller than WCAG 2.2's 24 × 24 px (2.5.8, level AA), on the page as it is now. */
function targetsTooSmall(page: Page) {
  return page.evaluate(() => {
    const MIN = 24;
    const isInline = (element: Element) => getComputedStyle(element).display === 'inline';
    /** The criterion's inline exception: a link inside a sentence, as tall as the text around it. */
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || !isInline(element)) return false;
      let block = element.parentElement;
      while (block && isInline(block)) block = block.parentElement;
      const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      return words(block?.textContent).length > words(element.textContent).length;
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll(
      'a, button, [role=button], input[type=checkbox], input[type=radio]',
    )) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Not drawn, or a native input drawn by its label (the stars): the label is what is hit.
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      if (element instanceof HTMLInputElement && box.width <= 1 && box.height <= 1) continue;
      if ((box.width >= MIN && box.height >= MIN) || inSentence(element)) continue;
      const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : element.textContent;
      const name = element.getAttribute('aria-label') || label?.trim() || element.outerHTML.slice(0, 60);
      small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
}

for (const lang of ['es', 'en'] as const) {
  test(`every link and button is at least 24 × 24 px on a 390 px phone, unless inside a sentence (WCAG 2.2), in ${lang}`, async ({
    page,
    request,
  }) => {
    const { items } = (await (await request.get('/api/v1/pros?pageSize=1')).json()) as { items: { id: string }[] };
    const pro = items[0]!.id;
    await page.setViewportSize({ width: 390, height: 844 });
    const paths = [
      '',
      '/pros',
      `/profile/${pro}`,
      `/leave-a-review/${pro}`,
      '/faq',
      '/contact',
      '/signin',
      '/signin?method=phone',
      '/create-account?role=contractor',
      '/coming-soon',
    ];
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(`/${lang}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The forms render once the app runs (the review form waits for the browser's draft).
      if (path.startsWith('/leave-a-review')) await expect(page.getByRole('main').getByRole('form')).toBeVisible();
      found.push(...(await targetsTooSmall(page)).map((target) => `/${lang}${path}: ${target}`));
    }
    // The phone's menu, opened.
    await page.goto(`/${lang}/faq`);
    await page.getByRole('button', { name: lang === 'es' ? 'Menú' : 'Menu' }).click();
    await expect(page.getByRole('button', { name: lang === 'es' ? 'Menú' : 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    found.push(...(await targetsTooSmall(page)).map((target) => `/${lang}/faq (menu): ${target}`));
    expect(found).toEqual([]);
  });
}

test('the FAQ accordion opens by keyboard', async ({ page }) => {
  await page.goto('/en/faq');
  const question = page.getByRole('button', { name: 'Which areas do you cover?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Which areas do you cover?' })).toContainText(
    'All eleven cantons of Guanacaste',
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // From the top, or the sticky header would be drawn across the middle of the full-page image.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath('public-faq-en-open-390.png'), fullPage: true });
});

test('switching language keeps the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await page.getByRole('banner').getByRole('link', { name: 'Switch language to Español' }).click();
  await expect(page).toHaveURL(/\/es\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
  await expect(page).toHaveTitle(PAGE_META.faq.es.title);

  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page).toHaveTitle(PAGE_META.faq.en.title);
});

test('footer links lead to the informational pages, with matching titles', async ({ page }) => {
  await page.goto('/es');
  const footer = page.getByRole('contentinfo');
  for (const [label, meta] of [
    ['Funciones', 'features'],
    ['Preguntas frecuentes', 'faq'],
    ['Acerca de', 'about'],
    ['Contacto', 'contact'],
    ['Privacidad', 'privacy'],
  ] as const) {
    await footer.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/es/${meta}$`));
    await expect(page).toHaveTitle(PAGE_META[meta].es.title);
  }
});

test("the contact page links the demo's support number on WhatsApp beside the hours", async ({ page }) => {
  await page.goto('/en/contact');
  await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/50690000000\?text=/,
  );
  await expect(page.getByText('Our WhatsApp number: +506 9000 0000')).toBeVisible();
  await expect(page.getByText('Monday to Friday')).toBeVisible();
  await expect(page.getByText('9:00 AM to 5:00 PM')).toBeVisible();
});

test('the app is installable: manifest, icons and a service worker that is never cached stale', async ({ request }) => {
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestResponse.json()) as {
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/en', scope: '/', display: 'standalone', theme_color: '#1f6cc2' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual([
    '48x48',
    '72x72',
    '96x96',
    '128x128',
    '144x144',
    '152x152',
    '192x192',
    '256x256',
    '384x384',
    '512x512',
    '512x512',
  ]);
  expect(manifest.icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
  // The same app installed from a Spanish page starts in Spanish.
  const spanish = (await (await request.get('/manifest.es.webmanifest')).json()) as typeof manifest & {
    id: string;
    lang: string;
  };
  expect(spanish).toMatchObject({ id: '/', start_url: '/es', lang: 'es', scope: '/', icons: manifest.icons });
  for (const icon of [...manifest.icons.map((entry) => entry.src), '/apple-touch-icon.png']) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);

  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('User-agent: *');
});

test('the home page announces its own chunk, so it downloads with the entry script', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  const preload = /<link rel="modulepreload" crossorigin href="(\/assets\/home-[\w-]+\.js)">/.exec(html);
  expect(preload).not.toBeNull();
  const chunk = await request.get(preload![1]!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers()['content-encoding']).toBe('br');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after a first visit, the app starts offline', async ({ page, context, consoleErrors }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[0]!.heading.en);
    // The worker installs in the background, then keeps what this page already loaded: its chunks
    // and its stylesheets, whose whole text the app added once it hydrated (the rest of the app is
    // not downloaded).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
          const kept = await Promise.all(sheets.map(async (link) => Boolean(await caches.match(link.href))));
          const added = document.querySelector('style[data-whole-sheets]')?.textContent ?? '';
          return sheets.length > 0 && added.includes('@font-face') && kept.every(Boolean);
        }),
      )
      .toBe(true);

    await context.setOffline(true);
    // Offline, the session check has neither network nor a kept copy; the worker answers 503.
    consoleErrors.allowFailedResponse('/api/v1/session');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[0]!.heading.en);
    await expect(page.getByRole('region', { name: 'Popular services' })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('install prompt on Android', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  });

  test('shows the banner on the first offer, lets it be dismissed, and not again within 7 days', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Chromium fires beforeinstallprompt when the site is installable; the test plays the browser.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));

    const banner = page.getByRole('complementary', { name: 'Instala la app' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('public-install-banner-es-390.png') });
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.locator('#mobile-nav-menu').getByRole('button', { name: 'Instalar app' })).toBeVisible();

    await banner.getByRole('button', { name: 'Ahora no' }).click();
    await expect(banner).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
    await page.getByRole('button', { name: 'Menú' }).click();
    // The offer is kept for the nav button, but the banner waits a week.
    await expect(page.locator('#mobile-nav-menu').getByRole('button', { name: 'Instalar app' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Instala la app' })).toHaveCount(0);
  });
});
