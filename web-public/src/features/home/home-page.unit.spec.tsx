import { screen, within } from '@testing-library/react';
import { publicRoutes } from '../../app/router';
import { renderApp } from '@gp/web-common/testing/render-app';

describe('home page', () => {
  it('shows five popular services with their starting prices', async () => {
    renderApp(publicRoutes, '/en', { session: { user: null } });
    const services = await screen.findByRole('region', { name: 'Popular services' });
    const cards = within(services).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Handyman',
      'Air conditioning',
      'Pool maintenance',
      'House cleaning',
      'Painting',
    ]);
    for (const price of ['from $25', 'from $59', 'from $95', '$5/hour', '$4/meter'])
      expect(within(services).getByText(price)).toBeTruthy();
  });

  it('has every section of spec §1, and invites pros to sign up as contractors', async () => {
    renderApp(publicRoutes, '/es', { session: { user: null } });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Encuentra profesionales locales de confianza en Guanacaste',
    });
    for (const section of [
      'Servicios populares',
      'Tranquilidad desde el principio',
      'Habla directamente con el profesional',
      'Relájate. El trabajo está en buenas manos.',
      'Cómo funciona',
      '¿Eres profesional en Guanacaste?',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
    const chats = screen.getByRole('region', { name: 'Habla directamente con el profesional' });
    expect(within(chats).getAllByRole('figure')).toHaveLength(3);
    const join = screen.getByRole('region', { name: '¿Eres profesional en Guanacaste?' });
    expect(within(join).getByRole('link', { name: 'Únete como profesional' }).getAttribute('href')).toBe(
      '/es/create-account?role=contractor',
    );
  });
});
