import { screen } from '@testing-library/react';
import { defaultHours, type PhotoView } from '@gp/shared';
import { photoView as photo } from '../../../testing/photo-view';
import { profileView } from '../../../testing/profile-view';
import { renderInPage } from '../../../testing/render-in-page';
import { PhotosSection } from './photos-section';

const profile = (photos: PhotoView[]) =>
  profileView({ description: {}, serviceIds: [], zoneIds: [], hours: defaultHours(), photos });

describe('PhotosSection', () => {
  it("tells the owner why a photo was rejected, in the owner's language, with the admin's note", async () => {
    const photos = [
      photo('p1', { status: 'rejected', rejection: { code: 'contact-details', note: null } }),
      photo('p2', { status: 'rejected', rejection: { code: 'low-quality', note: 'La tomaste de noche' } }),
      photo('p3', { status: 'rejected', rejection: { code: 'other', note: 'Es la misma que la foto 2' } }),
      photo('p4'),
    ];
    renderInPage(<PhotosSection profile={profile(photos)} headingLevel={2} />, 'es');
    expect(await screen.findByText('Motivo: Muestra datos de contacto (teléfonos, correos o enlaces)')).toBeTruthy();
    expect(screen.getByText('Motivo: Está demasiado oscura, borrosa o pequeña: La tomaste de noche')).toBeTruthy();
    expect(screen.getByText('Motivo: Es la misma que la foto 2')).toBeTruthy();
    expect(screen.getAllByText('Rechazada')).toHaveLength(3);
    expect(screen.getAllByText('Pública')).toHaveLength(1);
  });

  it('tells the owner why a photo was rejected in English too, and marks the public ones', async () => {
    const photos = [
      photo('p1', { status: 'rejected', rejection: { code: 'contact-details', note: null } }),
      photo('p2'),
    ];
    renderInPage(<PhotosSection profile={{ ...profile(photos), coverPhoto: photo('p3') }} headingLevel={2} />, 'en');
    expect(await screen.findByText('Why: It shows contact details (phone numbers, emails or links)')).toBeTruthy();
    expect(screen.getAllByText('Rejected')).toHaveLength(1);
    expect(screen.getAllByText('Public')).toHaveLength(2);
    expect(
      screen.getByText(/^Changing your profile or cover photo takes the previous one off your profile/),
    ).toBeTruthy();
  });

  it('marks each photo awaiting review, chosen ones included, and says visitors see it once approved', async () => {
    const view = {
      ...profile([photo('p1', { status: 'pending' }), photo('p2'), photo('p3', { status: 'pending' })]),
      profilePhoto: photo('p4', { status: 'pending' }),
      coverPhoto: photo('p5'),
    };
    renderInPage(<PhotosSection profile={view} headingLevel={2} />, 'es');
    expect(await screen.findAllByText('En revisión')).toHaveLength(3);
    expect(screen.getAllByText('Pública')).toHaveLength(2);
    expect(screen.getByText(/^Los visitantes ven una foto nueva cuando nuestro equipo la aprueba/)).toBeTruthy();
  });

  it('marks every photo public, and explains no review, once every photo is approved', async () => {
    renderInPage(<PhotosSection profile={profile([photo('p1'), photo('p2')])} headingLevel={2} />, 'en');
    expect(await screen.findByText('Work photos')).toBeTruthy();
    expect(screen.getAllByText('Public')).toHaveLength(2);
    expect(screen.queryByText('Awaiting review')).toBeNull();
    expect(screen.queryByText(/^Visitors see a new photo/)).toBeNull();
  });
});
