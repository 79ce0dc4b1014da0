import { expect, expectNoAxeViolations, screenshotPath, signInThroughApi, test } from './support/fixtures';
import { betaMember } from './support/pros';

const text = {
  es: {
    tab: 'Avisos',
    kind: 'Mi perfil se vuelve público',
    channel: 'SMS',
    save: 'Guardar opciones de avisos',
    saved: 'Guardado. Tus próximos avisos siguen estas opciones.',
  },
  en: {
    tab: 'Notifications',
    kind: 'My profile becomes public',
    channel: 'None',
    save: 'Save notification choices',
    saved: 'Saved. Your next notifications follow these choices.',
  },
};

for (const [lang, width] of [
  ['es', 390],
  ['en', 1280],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'es' ? 'es-CR' : 'en-US' });
    test(`a pro chooses a notification channel in My account (${lang}, ${width} px), and it is still chosen after a reload`, async ({
      page,
      request,
    }) => {
      await signInThroughApi(request);
      await betaMember(page.request, request, `notify-${lang}-${Date.now()}@example.com`, 'contractor');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/account`);
      await page.getByRole('tab', { name: text[lang].tab, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/account\\?tab=notifications$`));
      const kind = page.getByRole('combobox', { name: text[lang].kind });
      await kind.selectOption({ label: text[lang].channel });
      await page.getByRole('button', { name: text[lang].save }).click();
      await expect(page.getByText(text[lang].saved)).toBeVisible();
      await expectNoAxeViolations(page);
      // From the top: a page scrolled to the button shows the fixed header over the text in a full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: screenshotPath(`notification-preferences-${lang}-${width}.png`), fullPage: true });

      await page.reload();
      await expect(page.getByRole('combobox', { name: text[lang].kind })).toHaveValue(lang === 'es' ? 'sms' : 'none');
    });
  });
}
