import '../testing/jsdom-polyfills';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

/** jsdom has no layout: the page's scroll position is this variable, moved by scrollTo. */
let scrollY = 0;
Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });

function renderRestoring() {
  let navigate: NavigateFunction = () => undefined;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <StrictMode>
      <MemoryRouter initialEntries={['/es']}>
        <Navigator />
        <ScrollRestoration />
      </MemoryRouter>
    </StrictMode>,
  );
  return { go: (to: string | number) => act(async () => void (await navigate(to as string))) };
}

describe('ScrollRestoration', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
  beforeEach(() => {
    scrollTo.mockClear();
    scrollY = 0;
  });

  it('leaves a first page where the visitor has scrolled it, even when React runs its effects twice', () => {
    scrollY = 640;
    renderRestoring();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(640);
  });

  it('opens a new page at its top, and back returns to where the last page was left', async () => {
    const { go } = renderRestoring();
    scrollY = 1200;
    await go('/es/features');
    expect(scrollY).toBe(0);

    scrollY = 300;
    await go(-1);
    expect(scrollY).toBe(1200);
    await go(1);
    expect(scrollY).toBe(300);
  });
});
