import { fireEvent, screen } from '@testing-library/react';
import { MAX_UPLOAD_BYTES } from '@gp/shared';
import { renderInPage } from '../../testing/render-in-page';
import { PhotoUploadButton } from './components/photo-upload-button';
import { photoFileProblem } from './photo-file-check';

/** A picked file reporting a given size, without allocating it. */
function fileOf(size: number, type: string, name = 'photo.jpg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('photoFileProblem (spec §5: 20,000,000 bytes, PNG and JPEG only)', () => {
  it('lets a PNG or JPEG of up to 20,000,000 bytes go', () => {
    expect(photoFileProblem(fileOf(MAX_UPLOAD_BYTES, 'image/jpeg'))).toBeNull();
    expect(photoFileProblem(fileOf(1, 'image/png'))).toBeNull();
  });

  it('refuses a file one byte over the limit, and other types', () => {
    expect(photoFileProblem(fileOf(MAX_UPLOAD_BYTES + 1, 'image/png'))).toBe('PHOTO.TOO_LARGE');
    expect(photoFileProblem(fileOf(10, 'image/gif'))).toBe('PHOTO.UNSUPPORTED_TYPE');
    expect(photoFileProblem(fileOf(10, ''))).toBe('PHOTO.UNSUPPORTED_TYPE');
  });
});

describe('PhotoUploadButton', () => {
  const pick = async (file: File) => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/png,image/jpeg');
    fireEvent.change(input, { target: { files: [file] } });
  };

  it.each([
    ['en', 'The file must be smaller than 20MB.'],
    ['es', 'El archivo debe pesar menos de 20MB.'],
  ] as const)('alerts in %s that a file over 20MB is too large, and uploads nothing', async (lang, message) => {
    const sent: unknown[] = [];
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation((body) => void sent.push(body));
    try {
      renderInPage(<PhotoUploadButton userId="user-1" kind="profile" label="Upload" />, lang);
      await screen.findByRole('button', { name: 'Upload' });
      await pick(fileOf(MAX_UPLOAD_BYTES + 1, 'image/jpeg', 'beach.jpg'));
      expect((await screen.findByRole('alert')).textContent).toContain(message);
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(sent).toEqual([]);
    } finally {
      send.mockRestore();
    }
  });
});
