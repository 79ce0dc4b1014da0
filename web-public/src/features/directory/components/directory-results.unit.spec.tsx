import { screen } from '@testing-library/react';
import { directoryPath } from '@gp/shared';
import { renderInPage } from '../../../testing/render-in-page';
import { EMPTY_SEARCH } from '../directory-search';
import { NoResults } from './directory-results';

const poolsInCoco = { ...EMPTY_SEARCH, service: 'pool-maintenance', zone: 'playas-del-coco' };

describe('NoResults', () => {
  it('(es) says nobody works there yet only for a search without refinements, and offers the canton', async () => {
    renderInPage(<NoResults search={poolsInCoco} />, 'es');
    expect(
      await screen.findByText('Todavía no hay profesionales de Mantenimiento de piscinas en Playas del Coco.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver los del cantón de Carrillo' })).toBeTruthy();
  });

  it.each([
    [
      'en',
      'No Pool maintenance pros in Playas del Coco match all of your filters.',
      'See every Pool maintenance pro in Playas del Coco',
    ],
    [
      'es',
      'Ningún profesional de Mantenimiento de piscinas en Playas del Coco cumple todos tus filtros.',
      'Ver todos los profesionales de Mantenimiento de piscinas en Playas del Coco',
    ],
  ] as const)(
    '(%s) with "open now" on, does not claim nobody works there, and offers the place without the filter',
    async (lang, sentence, wider) => {
      renderInPage(<NoResults search={{ ...poolsInCoco, openNow: true }} />, lang);
      expect(await screen.findByText(sentence)).toBeTruthy();
      expect(screen.getByRole('link', { name: wider }).getAttribute('href')).toBe(
        directoryPath(lang, { serviceId: 'pool-maintenance', zoneId: 'playas-del-coco' }),
      );
    },
  );
});
