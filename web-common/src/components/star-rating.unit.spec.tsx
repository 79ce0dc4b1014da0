import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { commonResources, createI18nFor } from '../lib/i18n';
import { renderApp } from '../testing/render-app';
import { StarRating, starFill } from './star-rating';

const i18nFor = createI18nFor(commonResources);
const at = (lang: 'en' | 'es', element: ReactNode) =>
  renderApp([{ path: '*', element: <I18nextProvider i18n={i18nFor(lang)}>{element}</I18nextProvider> }], `/${lang}`);

/** The filled part of each star, as drawn: the width of its clipped filled star. */
function fills(image: HTMLElement): string[] {
  return Array.from(image.querySelectorAll<HTMLElement>('[data-fill]')).map(
    (star) => star.querySelector<HTMLElement>('.star-fill')?.style.width ?? '0%',
  );
}

describe('StarRating', () => {
  it('draws 4.67 as four full stars and two thirds of the fifth, named in English decimals', async () => {
    at('en', <StarRating rating={14 / 3} />);
    const image = await screen.findByRole('img', { name: 'Rated 4.67 out of 5' });
    expect(fills(image)).toEqual(['100%', '100%', '100%', '100%', '67%']);
  });

  it('names the rating in Spanish decimals', async () => {
    at('es', <StarRating rating={4.67} />);
    const image = await screen.findByRole('img', { name: 'Calificación: 4,67 de 5' });
    expect(fills(image)).toEqual(['100%', '100%', '100%', '100%', '67%']);
  });

  it('draws a whole rating as whole stars and names it without decimals', async () => {
    at('en', <StarRating rating={3} size="sm" />);
    const image = await screen.findByRole('img', { name: 'Rated 3 out of 5' });
    expect(fills(image)).toEqual(['100%', '100%', '100%', '0%', '0%']);
  });

  it('draws 1.5 as one star and a half, named as the page writes it', async () => {
    at('es', <StarRating rating={1.5} />);
    const image = await screen.findByRole('img', { name: 'Calificación: 1,50 de 5' });
    expect(fills(image)).toEqual(['100%', '50%', '0%', '0%', '0%']);
  });

  it('fills each star by the part of it the rating reaches, within 0 and 5', () => {
    expect([0, 1, 2, 3, 4].map((index) => starFill(4.67, index))).toEqual([100, 100, 100, 100, 67]);
    expect([0, 1, 2, 3, 4].map((index) => starFill(0.25, index))).toEqual([25, 0, 0, 0, 0]);
    expect(starFill(7, 4)).toBe(100);
    expect(starFill(-1, 0)).toBe(0);
  });
});
