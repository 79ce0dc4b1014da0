import { render } from '@testing-library/react';
import { photoSources } from '@gp/shared';
import { ResponsivePhoto } from './responsive-photo';

const sources = photoSources('user-1', 'photo-1', 'full', { width: 1500, height: 1000 });

describe('ResponsivePhoto', () => {
  it('offers AVIF, then WebP, then the JPEG img, each with its widths and the sizes', () => {
    const { container } = render(<ResponsivePhoto sources={sources} alt="A pool at dusk" sizes="100vw" />);
    const picture = container.querySelector('picture')!;
    expect(Array.from(picture.children).map((child) => [child.tagName, child.getAttribute('type')])).toEqual([
      ['SOURCE', 'image/avif'],
      ['SOURCE', 'image/webp'],
      ['IMG', null],
    ]);
    const [avif, webp, img] = Array.from(picture.children);
    expect(avif!.getAttribute('srcset')).toBe(
      '/api/v1/photos/user-1/photo-1/full-640.avif 640w, /api/v1/photos/user-1/photo-1/full-1280.avif 1280w, /api/v1/photos/user-1/photo-1/full-1920.avif 1500w',
    );
    expect(webp!.getAttribute('srcset')).toContain('/api/v1/photos/user-1/photo-1/full-1920.webp 1500w');
    for (const element of [avif, webp, img]) expect(element!.getAttribute('sizes')).toBe('100vw');
    expect(img!.getAttribute('srcset')).toContain('/api/v1/photos/user-1/photo-1/full-640.jpg 640w');
    expect(img!.getAttribute('src')).toBe('/api/v1/photos/user-1/photo-1/full-1920.jpg');
    expect(img!.getAttribute('alt')).toBe('A pool at dusk');
    // The intrinsic size reserves the photo's place: no shift when it arrives.
    expect([img!.getAttribute('width'), img!.getAttribute('height')]).toEqual(['1500', '1000']);
  });

  it('loads lazily, except the LCP photo, which is fetched first', () => {
    const { container, rerender } = render(<ResponsivePhoto sources={sources} alt="" sizes="100vw" />);
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().hasAttribute('fetchpriority')).toBe(false);
    rerender(<ResponsivePhoto sources={sources} alt="" sizes="100vw" priority />);
    expect(img().hasAttribute('loading')).toBe(false);
    expect(img().getAttribute('fetchpriority')).toBe('high');
  });

  it('passes other attributes to the img', () => {
    const onError = jest.fn();
    const { container } = render(
      <ResponsivePhoto sources={sources} alt="" sizes="72px" className="avatar" draggable={false} onError={onError} />,
    );
    const img = container.querySelector('img')!;
    expect(img.className).toBe('avatar');
    expect(img.getAttribute('draggable')).toBe('false');
    img.dispatchEvent(new Event('error'));
    expect(onError).toHaveBeenCalled();
  });
});
