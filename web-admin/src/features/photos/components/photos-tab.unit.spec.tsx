import { photoSources } from '@gp/shared';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { fireEvent, screen, within } from '@testing-library/react';
import { adminPhoto, pageOf } from '../../../testing/admin-fixtures';
import { renderConsole } from '../../../testing/render-console';
import { adminPhotosKey, PHOTOS_PAGE_SIZE } from '../api/get-admin-photos';

const photos = pageOf(
  [
    adminPhoto(),
    adminPhoto({
      photoId: 'photo-2',
      status: 'rejected',
      rejection: { code: 'other', note: 'Shows a licence plate.' },
    }),
    adminPhoto({ photoId: 'photo-3', status: 'approved', kind: 'cover' }),
  ],
  PHOTOS_PAGE_SIZE,
);
const answers = { [adminPhotosKey(1)]: photos };

describe('photos tab', () => {
  it('shows each photo with its owner, date, status and a rejection reason, with the decisions left', async () => {
    renderConsole('/en/admin/photos', { user: sessionUser({ isAdmin: true }), answers });
    const [pending, rejected, approved] = within(await screen.findByRole('list', { name: 'Photos' })).getAllByRole(
      'listitem',
    );

    expect(within(pending!).getByRole('img', { name: 'Photo uploaded by Ana Rojas on Mar 6, 2025' })).toBeTruthy();
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(within(pending!).getByText('Work photo')).toBeTruthy();
    expect(within(approved!).getByText('Cover photo')).toBeTruthy();
    expect(
      within(pending!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject']);
    expect(within(rejected!).getByText('Reason: Shows a licence plate.')).toBeTruthy();
    expect(
      within(rejected!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve']);
    expect(
      within(approved!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reject']);
  });

  it('shows the photo and what it is used as in the reject dialog', async () => {
    const profilePhoto = adminPhoto({
      photoId: 'photo-9',
      kind: 'profile',
      thumbnailSources: photoSources('user-ana', 'photo-9', 'square'),
    });
    renderConsole('/es/admin/photos', {
      user: sessionUser({ isAdmin: true }),
      answers: { [adminPhotosKey(1)]: pageOf([profilePhoto], PHOTOS_PAGE_SIZE) },
    });
    const [card] = within(await screen.findByRole('list', { name: 'Fotos' })).getAllByRole('listitem');
    fireEvent.click(within(card!).getByRole('button', { name: 'Rechazar la foto de Ana Rojas del 6 mar 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar esta foto' });
    const image = within(dialog).getByRole('img', { name: 'Foto subida por Ana Rojas el 6 mar 2025' });
    expect(image.getAttribute('src') ?? image.querySelector('img')?.getAttribute('src')).toContain('photo-9');
    expect(within(dialog).getByText('Foto de perfil')).toBeTruthy();
  });

  it('asks for a reason from the list, and for the note that "another reason" needs, with the shared schema message in Spanish', async () => {
    renderConsole('/es/admin/photos', { user: sessionUser({ isAdmin: true }), answers });
    const [pending] = within(await screen.findByRole('list', { name: 'Fotos' })).getAllByRole('listitem');
    fireEvent.click(within(pending!).getByRole('button', { name: 'Rechazar la foto de Ana Rojas del 6 mar 2025' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rechazar esta foto' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar foto' }));
    expect(await within(dialog).findByText('Indica un motivo.')).toBeTruthy();

    // The owner reads the reason in their own language: the list is the shared one.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Otro motivo' }));
    const note = within(dialog).getByRole('textbox', { name: /Nota para el dueño/ });
    fireEvent.change(note, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar foto' }));

    expect(await within(dialog).findByText('Indica un motivo.')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(note);
  });

  it('gives an auditor the grid without Approve or Reject', async () => {
    renderConsole('/en/admin/photos', { user: sessionUser({ isAuditor: true }), answers });
    const list = await screen.findByRole('list', { name: 'Photos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(within(list).getByText('Reason: Shows a licence plate.')).toBeTruthy();
  });
});
