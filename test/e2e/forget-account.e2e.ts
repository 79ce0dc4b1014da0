import { expect, expectNoAxeViolations, screenshotPath, signInThroughApi, test } from './support/fixtures';
import { betaMember, PRO_PASSWORD } from './support/pros';

const text = {
  es: {
    section: 'Borrar mi cuenta',
    open: 'Borrar mi cuenta…',
    dialog: '¿Borrar tu cuenta para siempre?',
    typeLabel: 'Escribe BORRAR para confirmar',
    word: 'BORRAR',
    removeReviews: 'Borrar también mis reseñas',
    confirm: 'Borrar mi cuenta',
    done: 'Tu cuenta fue borrada',
    signIn: 'Iniciar sesión',
    menu: 'Menú',
  },
  en: {
    section: 'Delete my account',
    open: 'Delete my account…',
    dialog: 'Delete your account for good?',
    typeLabel: 'Type DELETE to confirm',
    word: 'DELETE',
    removeReviews: 'Also remove my reviews',
    confirm: 'Delete my account',
    done: 'Your account was deleted',
    signIn: 'Log in',
    menu: 'Menu',
  },
};

for (const [lang, width] of [
  ['es', 390],
  ['en', 1280],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'es' ? 'es-CR' : 'en-US' });
    test(`a member deletes their account from My account by typing ${text[lang].word} (${lang}, ${width} px), and is signed out for good`, async ({
      page,
      request,
    }) => {
      const words = text[lang];
      const email = `forget-${lang}-${Date.now()}@example.com`;
      await signInThroughApi(request);
      await betaMember(page.request, request, email);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/account`);

      const section = page.getByRole('region', { name: words.section });
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('button', { name: words.open }).click();
      const dialog = page.getByRole('dialog', { name: words.dialog });
      await expect(dialog).toBeVisible();
      const confirm = dialog.getByRole('button', { name: words.confirm, exact: true });
      await expect(confirm).toBeDisabled();
      await dialog.getByRole('textbox', { name: words.typeLabel }).fill(words.word);
      await expect(confirm).toBeEnabled();
      await expect(dialog.getByRole('checkbox', { name: words.removeReviews })).not.toBeChecked();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(`forget-dialog-${lang}-${width}.png`) });

      await confirm.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
      await expect(page.getByRole('status').filter({ hasText: words.done })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: screenshotPath(`forget-home-${lang}-${width}.png`) });
      // Signed out in the page too: the header (its menu, on a phone) offers to sign in.
      if (width < 768) await page.getByRole('banner').getByRole('button', { name: words.menu }).click();
      await expect(page.getByRole('link', { name: words.signIn }).first()).toBeVisible();

      // The session is gone and the account with it: the old password opens nothing.
      expect((await page.request.get('/api/v1/account/data-export')).status()).toBe(401);
      expect(
        (await page.request.post('/api/v1/auth/sign-in', { data: { email, password: PRO_PASSWORD } })).status(),
      ).toBe(401);
    });
  });
}
