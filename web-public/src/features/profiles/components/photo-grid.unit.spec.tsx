import { act, fireEvent, screen, within } from '@testing-library/react';
import { photoView } from '../../../testing/photo-view';
import { renderInPage } from '../../../testing/render-in-page';
import { PhotoGrid } from './photo-grid';

const photo = (index: number) => photoView(`photo-${index}`);
const photos = [1, 2, 3, 4, 5].map(photo);

async function openZoom(lang: 'en' | 'es', name: string) {
  renderInPage(<PhotoGrid photos={photos} ownerName="Playa Fix" marked={false} />, lang);
  fireEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  return within(dialog);
}

/** The fallback JPEG of photo `index`'s whole-photo sizes: what the zoom view's img names as its src. */
const zoomed = (index: number) => photo(index).sources.full.jpeg.at(-1)!.url;

/** Which photo the zoom view shows, and where it says it is. */
const shown = (dialog: ReturnType<typeof within>) => ({
  src: dialog.getByRole('img').getAttribute('src'),
  position: dialog.getByText(/^\d \/ 5$/).textContent,
});

describe('PhotoGrid zoom view', () => {
  it('steps with labelled Previous/Next buttons, says where it is, and wraps around', async () => {
    const dialog = await openZoom('en', 'Enlarge: Photo 2 of 5 by Playa Fix');
    expect(shown(dialog)).toEqual({ src: zoomed(2), position: '2 / 5' });
    expect(dialog.getByRole('img', { name: 'Photo 2 of 5 by Playa Fix' })).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Next photo' }));
    expect(shown(dialog)).toEqual({ src: zoomed(3), position: '3 / 5' });
    fireEvent.click(dialog.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Previous photo' }));
    expect(shown(dialog)).toEqual({ src: zoomed(1), position: '1 / 5' });
    // Before the first comes the last.
    fireEvent.click(dialog.getByRole('button', { name: 'Previous photo' }));
    expect(shown(dialog)).toEqual({ src: zoomed(5), position: '5 / 5' });
    fireEvent.click(dialog.getByRole('button', { name: 'Next photo' }));
    expect(shown(dialog)).toEqual({ src: zoomed(1), position: '1 / 5' });
  });

  it('steps with ArrowRight and ArrowLeft, in Spanish too', async () => {
    const dialog = await openZoom('es', 'Ampliar: Foto 5 de 5 de Playa Fix');
    expect(dialog.getByRole('button', { name: 'Foto siguiente' })).toBeTruthy();
    act(() => void fireEvent.keyDown(window, { key: 'ArrowRight' }));
    expect(shown(dialog)).toEqual({ src: zoomed(1), position: '1 / 5' });
    act(() => void fireEvent.keyDown(window, { key: 'ArrowLeft' }));
    act(() => void fireEvent.keyDown(window, { key: 'ArrowLeft' }));
    expect(shown(dialog)).toEqual({ src: zoomed(4), position: '4 / 5' });
  });

  it('follows a sideways swipe of 50 px or more, and ignores a shorter one', async () => {
    const dialog = await openZoom('en', 'Enlarge: Photo 3 of 5 by Playa Fix');
    const stage = dialog.getByRole('img').closest('.photo-zoom-stage')!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: from });
      fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: to });
    };
    swipe(300, 200); // finger to the left: the next photo
    expect(shown(dialog)).toEqual({ src: zoomed(4), position: '4 / 5' });
    swipe(100, 180); // finger to the right: the previous one
    expect(shown(dialog)).toEqual({ src: zoomed(3), position: '3 / 5' });
    swipe(200, 230); // 30 px: a tap or a wobble, not a swipe
    expect(shown(dialog)).toEqual({ src: zoomed(3), position: '3 / 5' });
  });

  it('offers no stepping for a single photo', async () => {
    renderInPage(<PhotoGrid photos={[photo(1)]} ownerName="Playa Fix" marked={false} />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Enlarge: Photo 1 of 1 by Playa Fix' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(dialog.queryByText('1 / 1')).toBeNull();
  });
});

describe('PhotoGrid for its owner', () => {
  const owners = [
    photoView('a', { status: 'pending' }),
    photoView('b'),
    photoView('c', { status: 'rejected', rejection: { code: 'people', note: null } }),
    photoView('d', { status: 'pending' }),
  ];

  it('says of each photo whether it is public, awaiting review or rejected, with the reason (es)', async () => {
    renderInPage(<PhotoGrid photos={owners} ownerName="Playa Fix" marked />, 'es');
    expect(await screen.findAllByText('En revisión')).toHaveLength(2);
    expect(screen.getAllByText('Pública')).toHaveLength(1);
    expect(screen.getAllByText('Rechazada')).toHaveLength(1);
    expect(screen.getByText('Motivo: Muestra a personas que quizá no aceptaron aparecer')).toBeTruthy();
  });

  it('says the same in English', async () => {
    renderInPage(<PhotoGrid photos={owners} ownerName="Playa Fix" marked />, 'en');
    expect(await screen.findAllByText('Awaiting review')).toHaveLength(2);
    expect(screen.getAllByText('Public')).toHaveLength(1);
    expect(screen.getByText('Why: It shows people who may not have agreed to appear')).toBeTruthy();
  });

  it('marks nothing on the visitor view', async () => {
    renderInPage(<PhotoGrid photos={[photoView('b')]} ownerName="Playa Fix" marked={false} />, 'en');
    expect(await screen.findByRole('button', { name: /Enlarge/ })).toBeTruthy();
    expect(screen.queryByText('Public')).toBeNull();
  });
});
