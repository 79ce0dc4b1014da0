import { serviceById } from '@gp/shared';
import en from '../../locales/en/home.json';
import es from '../../locales/es/home.json';
import { POPULAR_SERVICE_IDS } from './popular-services';

describe('popular services on the home page', () => {
  it.each(POPULAR_SERVICE_IDS)('%s is a catalog service, named as in the catalog in both languages', (serviceId) => {
    const service = serviceById(serviceId);
    expect(service?.isCategory).toBe(false);
    expect(en.services.items[serviceId].name).toBe(service?.name.en);
    expect(es.services.items[serviceId].name).toBe(service?.name.es);
  });

  it('shows the five prices of spec §1', () => {
    expect(POPULAR_SERVICE_IDS.map((id) => en.services.items[id].price)).toEqual([
      'from $25',
      'from $59',
      'from $95',
      '$5/hour',
      '$4/meter',
    ]);
    expect(POPULAR_SERVICE_IDS.map((id) => es.services.items[id].price)).toEqual([
      'desde $25',
      'desde $59',
      'desde $95',
      '$5/hora',
      '$4/metro',
    ]);
  });
});
