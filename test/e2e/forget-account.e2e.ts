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
    formerUser: 'Antiguo usuario',
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
    formerUser: 'Former user',
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
      // The member has a name and an approved review of a demo pro.
      const name = `Lucía Olvido ${Date.now()}`;
      expect((await page.request.put('/api/v1/account/display-name', { data: { displayName: name } })).status()).toBe(
        200,
      );
      const [pro] = ((await (await request.get('/api/v1/pros?pageSize=1')).json()) as { items: { id: string }[] })
        .items;
      const reviewText = `Dejó la terraza impecable (${lang}, ${Date.now()}).`;
      const submitted = await page.request.post('/api/v1/reviews', {
        data: { contractorId: pro!.id, rating: 5, email: 'otra@example.com', title: 'Muy bien', body: reviewText },
      });
      expect(submitted.status()).toBe(201);
      const { reviewId, position } = (await submitted.json()) as { reviewId: string; position: number };
      const queue = (await (
        await request.get('/api/v1/admin/reviews?status=pending&pageSize=100', {
          headers: { 'X-Min-Position': String(position) },
        })
      ).json()) as { items: { id: string; revision: number }[] };
      const pending = queue.items.find((item) => item.id === reviewId);
      const approved = await request.post(`/api/v1/admin/reviews/${reviewId}/approve`, {
        data: { expectedRevision: pending!.revision },
      });
      expect(approved.status()).toBe(200);

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

      // The review stays on the pro's profile, by a former user: the name is gone.
      await page.goto(`/${lang}/profile/${pro!.id}`);
      const review = page.getByRole('listitem').filter({ hasText: reviewText });
      await expect(review).toContainText(words.formerUser);
      await expect(review).not.toContainText(name);
      await review.scrollIntoViewIfNeeded();
      await review.screenshot({ path: screenshotPath(`forget-review-${lang}-${width}.png`) });

      // The session is gone and the account with it: the old password opens nothing.
      expect((await page.request.get('/api/v1/account/data-export')).status()).toBe(401);
      expect(
        (await page.request.post('/api/v1/auth/sign-in', { data: { email, password: PRO_PASSWORD } })).status(),
      ).toBe(401);
    });
  });
}
