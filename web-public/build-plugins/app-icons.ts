import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The sizes the web app manifest lists (Android launchers, splash screens, the install dialog). */
export const APP_ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
/** iOS ignores the manifest's icons and masks this one itself, so it must be full-bleed. */
const APPLE_TOUCH_ICON_SIZE = 180;

const logo = new URL('../public/favicon.svg', import.meta.url);
const fullBleedLogo = new URL('./maskable-icon.svg', import.meta.url);

/**
 * PNG app icons rendered from our SVG logo at build time (nothing generated lives in git): the
 * rounded logo at every manifest size, and the full-bleed variant as the maskable icon (its
 * artwork stays inside the central safe circle) and the Apple touch icon. They sit at the site
 * root because the server serves root files as they are.
 */
export function appIconsPlugin(): Plugin {
  return {
    name: 'gp-app-icons',
    apply: 'build',
    async generateBundle() {
      const rounded = readFileSync(logo);
      const fullBleed = readFileSync(fullBleedLogo);
      const icons: [string, Buffer, number][] = [
        ...APP_ICON_SIZES.map((size): [string, Buffer, number] => [`icon-${size}.png`, rounded, size]),
        ['icon-maskable-512.png', fullBleed, 512],
        ['apple-touch-icon.png', fullBleed, APPLE_TOUCH_ICON_SIZE],
      ];
      for (const [fileName, svg, size] of icons) {
        this.emitFile({ type: 'asset', fileName, source: await renderPng(svg, size) });
      }
    },
  };
}

/** Rasterised at the target size (not scaled from a small bitmap), so every size is sharp. */
async function renderPng(svg: Buffer, size: number): Promise<Buffer> {
  const { width = size } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * size) / width })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
