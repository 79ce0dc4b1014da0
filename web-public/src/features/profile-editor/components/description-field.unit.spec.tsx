import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DESCRIPTION_TOO_LONG, validationMessage, type ProfileView } from '@gp/shared';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { publicRoutes } from '../../../app/router';
import { profileKey } from '../../../lib/api/get-profile';
import { profileView } from '../../../testing/profile-view';

const PRO = 'pro-1';

function renderEditor(lang: 'en' | 'es', profile: ProfileView) {
  return renderApp(publicRoutes, `/${lang}/edit-contractor-profile?tab=basicInfo`, {
    session: { user: sessionUser({ id: PRO, isContractor: true, preferredLang: lang }) },
    answers: { [profileKey(PRO)]: profile },
  });
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The browser's fetch: answers each PATCH of the profile with `onPatch`, and the profile's re-read. */
function stubApi(onPatch: (body: unknown) => Response, profile: ProfileView) {
  const patches: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body));
      patches.push(body);
      return onPatch(body);
    }
    if (String(input).startsWith(profileKey(PRO))) return answer(200, profile);
    return answer(404, { code: 'ROUTE.NOT_FOUND', message: '404 - Not Found' });
  });
  return patches;
}

const textBoxes = (group: HTMLElement) => within(group).getAllByRole('textbox') as HTMLTextAreaElement[];

describe("the profile editor's description, in Spanish, English or both", () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['es', 'Sobre tu negocio', ['Descripción en español', 'Descripción en inglés'], ['es', 'en']],
    ['en', 'About your business', ['Description in English', 'Description in Spanish'], ['en', 'es']],
  ] as const)(
    'offers one text box per language, the page language (%s) first, each marked with its language',
    async (lang, title, labels, langs) => {
      renderEditor(lang, profileView({ description: { es: 'Fontanería en Tamarindo', en: 'Plumbing in Tamarindo' } }));
      const group = await screen.findByRole('group', { name: title });
      const boxes = textBoxes(group);
      expect(boxes.map((box) => box.labels?.[0]?.textContent?.trim())).toEqual(labels);
      expect(boxes.map((box) => box.lang)).toEqual(langs);
      expect(boxes.map((box) => box.value)).toEqual(
        langs.map((textLang) => (textLang === 'es' ? 'Fontanería en Tamarindo' : 'Plumbing in Tamarindo')),
      );
    },
  );

  it('saves each language on its own: writing one leaves the other untouched, emptying one removes it', async () => {
    const profile = profileView({ description: { es: 'Fontanería' } });
    const patches = stubApi(() => answer(200, { position: 7 }), profile);
    renderEditor('es', profile);
    const english = await screen.findByRole('textbox', { name: 'Descripción en inglés' });
    expect((english as HTMLTextAreaElement).value).toBe('');

    fireEvent.change(english, { target: { value: 'Plumbing and pumps' } });
    await waitFor(() => expect(patches).toEqual([{ description: { en: 'Plumbing and pumps' } }]));
    expect(await screen.findByText('Guardado')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Descripción en español' }), { target: { value: '' } });
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ description: { es: '' } });
  });

  it("shows the server's refusal on the field of the language it names, in the page's language", async () => {
    const profile = profileView({ description: {} });
    stubApi(
      () =>
        answer(400, {
          code: 'REQUEST.INVALID',
          message: 'Revisa los campos marcados.',
          // The server answers in the language the request asked for (Accept-Language: es).
          details: { issues: [{ path: 'description.en', message: validationMessage(DESCRIPTION_TOO_LONG.en, 'es') }] },
        }),
      profile,
    );
    renderEditor('es', profile);
    const english = await screen.findByRole('textbox', { name: 'Descripción en inglés' });
    fireEvent.change(english, { target: { value: 'Too long, says the server' } });

    expect(await screen.findByText('La descripción en inglés puede tener como máximo 2000 caracteres.')).toBeTruthy();
    await waitFor(() => expect(english.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('textbox', { name: 'Descripción en español' }).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
  });
});
