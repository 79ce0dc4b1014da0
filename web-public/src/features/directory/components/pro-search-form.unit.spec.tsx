import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInPage } from '../../../testing/render-in-page';
import { directoryHref, EMPTY_SEARCH } from '../directory-search';
import { ProSearchForm } from './pro-search-form';

/** Types into a catalog field the way a visitor does: turning to it (the list loads), then typing. */
async function typeInto(name: string, text: string) {
  const plain = await screen.findByRole('combobox', { name });
  act(() => plain.focus());
  const field = await waitFor(() => {
    const loaded = screen.getByRole('combobox', { name }) as HTMLInputElement;
    expect(loaded).not.toBe(plain);
    return loaded;
  });
  fireEvent.change(field, { target: { value: text } });
  return field;
}

/**
 * Navigating from a submit starts a transition, for which React reads the form's FormData: Node's
 * FormData (jest-fixed-jsdom's) refuses jsdom's form, after the navigation has happened. A browser
 * does not; the error is the test environment's, so the page's error event is kept from failing the test.
 */
const ignoreFormDataOfJsdom = (event: ErrorEvent) => {
  if (event.error instanceof TypeError && event.error.message.startsWith('FormData constructor'))
    event.preventDefault();
};
beforeEach(() => window.addEventListener('error', ignoreFormDataOfJsdom));
afterEach(() => window.removeEventListener('error', ignoreFormDataOfJsdom));

const fieldNamed = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

describe('the home search (ProSearchForm)', () => {
  it('(es) keeps each field’s text when the visitor moves on, and the button reads both as filters', async () => {
    const { router } = renderInPage(<ProSearchForm />, 'es');
    await typeInto('¿Qué necesitas?', 'fontanero urgente');
    const zone = await typeInto('¿Dónde?', 'Nosara');
    // Moving to the second field left the first one's text where it was.
    expect(fieldNamed('¿Qué necesitas?').value).toBe('fontanero urgente');
    act(() => zone.blur());
    expect(fieldNamed('¿Dónde?').value).toBe('Nosara');

    fireEvent.click(screen.getByRole('button', { name: 'Buscar profesionales' }));
    await waitFor(() =>
      expect(`${router.location.pathname}${router.location.search}`).toBe(
        directoryHref('es', { ...EMPTY_SEARCH, service: 'plumbing', zone: 'nosara', q: 'urgente' }),
      ),
    );
  });

  it('(en) reads a whole phrase in the first field, sent with Enter as with the button', async () => {
    const { router } = renderInPage(<ProSearchForm />, 'en');
    const what = await typeInto('What do you need?', 'AC near Liberia');
    fireEvent.submit(
      within(screen.getByRole('search', { name: 'Find a pro' }))
        .getByRole('button', { name: 'Find pros' })
        .closest('form')!,
    );
    expect(what.value).toBe('AC near Liberia');
    await waitFor(() =>
      expect(`${router.location.pathname}${router.location.search}`).toBe(
        directoryHref('en', { ...EMPTY_SEARCH, service: 'air-conditioning', zone: 'liberia' }),
      ),
    );
  });

  it('(es) takes a picked suggestion as it is', async () => {
    const { router } = renderInPage(<ProSearchForm />, 'es');
    await typeInto('¿Dónde?', 'carri');
    const option = (await screen.findAllByRole('option')).find(
      (item) => item.textContent === 'Carrillo (todo el cantón)',
    );
    fireEvent.click(option!);
    await waitFor(() => expect(fieldNamed('¿Dónde?').value).toBe('Carrillo (todo el cantón)'));
    fireEvent.click(screen.getByRole('button', { name: 'Buscar profesionales' }));
    await waitFor(() =>
      expect(`${router.location.pathname}${router.location.search}`).toBe(
        directoryHref('es', { ...EMPTY_SEARCH, zone: 'carrillo' }),
      ),
    );
  });
});
