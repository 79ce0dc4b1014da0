import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { renderInPage } from '../../../testing/render-in-page';
import { directoryHref, EMPTY_SEARCH, type DirectorySearch } from '../directory-search';
import { DirectoryFilters } from './directory-filters';
import { ProSearchForm } from './pro-search-form';

/** Where the phone is: a few streets from Tamarindo's beach, as precise as a phone tells it. */
const NEAR_TAMARINDO = { latitude: 10.298_731, longitude: -85.839_517 };

type Answer = (success: PositionCallback, failure: PositionErrorCallback) => void;

/** The browser's geolocation, the edge of the page: answers each request as the test says. */
function stubGeolocation(answer: Answer) {
  const getCurrentPosition = jest.fn<void, [PositionCallback, PositionErrorCallback, PositionOptions?]>(
    (success, failure) => answer(success, failure),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}
const at =
  ({ latitude, longitude }: { latitude: number; longitude: number }): Answer =>
  (success) =>
    success({ coords: { latitude, longitude, accuracy: 30 }, timestamp: Date.now() } as GeolocationPosition);
const refused =
  (code: number): Answer =>
  (_, failure) =>
    failure({
      code,
      message: '',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    } as GeolocationPositionError);

afterEach(() => {
  // jsdom has no geolocation: each test brings its own.
  delete (navigator as { geolocation?: Geolocation }).geolocation;
  jest.restoreAllMocks();
});

/** Navigating from a submit makes React read the form's FormData, which jsdom's form refuses (see pro-search-form.unit.spec). */
const ignoreFormDataOfJsdom = (event: ErrorEvent) => {
  if (event.error instanceof TypeError && event.error.message.startsWith('FormData constructor'))
    event.preventDefault();
};
beforeEach(() => window.addEventListener('error', ignoreFormDataOfJsdom));
afterEach(() => window.removeEventListener('error', ignoreFormDataOfJsdom));

describe('"Near me" in the home search', () => {
  it('(es) asks for the location once, fills the place with the nearest town, and sends only that town', async () => {
    const getCurrentPosition = stubGeolocation(at(NEAR_TAMARINDO));
    const fetched = jest.spyOn(globalThis, 'fetch');
    const { router } = renderInPage(<ProSearchForm />, 'es');
    fireEvent.click(await screen.findByRole('button', { name: 'Cerca de mí' }));

    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Lugar más cercano: Tamarindo')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: '¿Dónde?' }) as HTMLInputElement).value).toBe('Tamarindo');

    fireEvent.click(screen.getByRole('button', { name: 'Buscar profesionales' }));
    await waitFor(() =>
      expect(`${router.location.pathname}${router.location.search}`).toBe(
        directoryHref('es', { ...EMPTY_SEARCH, zone: 'tamarindo' }),
      ),
    );
    // The coordinates stay on the phone: in no address, and in no request.
    const sent = [router.location.search, ...fetched.mock.calls.map((call) => JSON.stringify(call))].join(' ');
    expect(sent).not.toMatch(/10\.29|85\.83|latitude|longitude/);
  });

  it.each([
    ['en', 1, 'Near me', 'This site may not see your location. Pick your town or beach in the list instead.', 'Where?'],
    [
      'es',
      3,
      'Cerca de mí',
      'No pudimos saber dónde estás en este momento. Elige tu pueblo o playa en la lista.',
      '¿Dónde?',
    ],
  ] as const)(
    '(%s) says politely when the location is refused (code 1) or cannot be had (timeout, code 3)',
    async (lang, code, button, message, field) => {
      stubGeolocation(refused(code));
      renderInPage(<ProSearchForm />, lang);
      fireEvent.click(await screen.findByRole('button', { name: button }));
      expect((await screen.findByRole('status')).textContent).toBe(message);
      expect((screen.getByRole('combobox', { name: field }) as HTMLInputElement).value).toBe('');
    },
  );

  it('(en) says it is busy while the phone looks for its place, and takes no second tap meanwhile', async () => {
    const getCurrentPosition = stubGeolocation(() => undefined);
    renderInPage(<ProSearchForm />, 'en');
    const button = await screen.findByRole('button', { name: 'Near me' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Finding where you are… (it stays on this phone)');
  });

  it('(en) tells a phone far from Guanacaste to pick a place itself (San José)', async () => {
    stubGeolocation(at({ latitude: 9.933, longitude: -84.08 }));
    renderInPage(<ProSearchForm />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You seem to be more than 40 km from the places we cover. Pick a town or beach in the list.',
    );
    expect((screen.getByRole('combobox', { name: 'Where?' }) as HTMLInputElement).value).toBe('');
  });

  it('is offered everywhere (served in the page, so nothing moves as the app comes alive) and, where the browser has no geolocation, says so', async () => {
    renderInPage(<ProSearchForm />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We could not tell where you are just now. Pick your town or beach in the list instead.',
    );
    expect((screen.getByRole('combobox', { name: 'Where?' }) as HTMLInputElement).value).toBe('');
  });
});

/** The filters as the directory page holds them: a changed search is a new URL. */
function Filters({ search }: { search: DirectorySearch }) {
  const navigate = useNavigate();
  return <DirectoryFilters search={search} onSearch={(next) => void navigate(directoryHref('es', next))} />;
}

describe('"Near me" in the directory’s filters', () => {
  it('(es) searches the nearest town at once, keeping the other filters', async () => {
    stubGeolocation(at({ latitude: 9.8805, longitude: -85.5255 }));
    const search = { ...EMPTY_SEARCH, service: 'house-cleaning', openNow: true };
    const { router } = renderInPage(<Filters search={search} />, 'es');
    const button = await screen.findByRole('button', { name: 'Cerca de mí' });
    act(() => button.focus());
    fireEvent.click(button);
    await waitFor(() =>
      expect(`${router.location.pathname}${router.location.search}`).toBe(
        directoryHref('es', { ...search, zone: 'samara' }),
      ),
    );
  });
});
