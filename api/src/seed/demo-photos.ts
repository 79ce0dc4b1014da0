import { Readable } from 'node:stream';
import type { PhotoKind } from '@gp/shared';
import { newId } from '../core/ids/ids';
import { loadSharp, type PhotoIngest } from '../modules/photos/public';

/** Which picture to draw for a demo photo: the pro's initials, or a scene of the trade. */
export type DemoScene = 'beach' | 'pool' | 'house' | 'tools' | 'garden' | 'sunset';

/** Two colours that set a pro apart: a hue for the avatar and the scenes' accents. */
export interface DemoPalette {
  hue: number;
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360}, ${saturation}%, ${lightness}%)`;
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Up to two initials of a name: "Coco Pools & AC" → "CP". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function avatarSvg(name: string, { hue }: DemoPalette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 55)}"/><stop offset="1" stop-color="${hsl(hue + 40, 65, 35)}"/></linearGradient></defs>
  <rect width="512" height="512" fill="url(#g)"/>
  <circle cx="420" cy="90" r="140" fill="${hsl(hue + 180, 80, 70)}" opacity="0.25"/>
  <text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="200" fill="#fff">${escapeXml(initialsOf(name))}</text>
</svg>`;
}

/** A landscape in the pro's colours: sky, sun and the scene's subject. */
function sceneSvg(scene: DemoScene, { hue }: DemoPalette, variant: number): string {
  const sky =
    scene === 'sunset'
      ? [hsl(25 + variant * 8, 90, 60), hsl(330, 60, 45)]
      : [hsl(200 + variant * 5, 80, 75), hsl(205, 70, 55)];
  const sunX = 160 + variant * 170;
  const subjects: Record<DemoScene, string> = {
    beach: `<rect y="520" width="1200" height="280" fill="${hsl(45, 70, 75)}"/><path d="M0 470 Q300 430 600 470 T1200 470 V540 H0Z" fill="${hsl(190, 70, 45)}"/>
      <path d="M900 540 C890 420 880 360 930 300" stroke="${hsl(30, 40, 30)}" stroke-width="22" fill="none"/><path d="M930 300 q-120 -10 -170 60 M930 300 q110 -30 170 40 M930 300 q-40 -90 -130 -100 M930 300 q60 -80 150 -70" stroke="${hsl(120, 50, 30)}" stroke-width="26" fill="none" stroke-linecap="round"/>`,
    pool: `<rect y="430" width="1200" height="370" fill="${hsl(30, 25, 85)}"/><rect x="160" y="480" width="880" height="260" rx="30" fill="${hsl(190, 85, 50)}"/>
      <path d="M200 560 q60 -20 120 0 t120 0 t120 0 t120 0 t120 0 t120 0" stroke="#fff" stroke-width="8" fill="none" opacity="0.7"/><rect x="980" y="440" width="12" height="120" fill="#bbb"/><rect x="1010" y="440" width="12" height="120" fill="#bbb"/>`,
    house: `<rect y="560" width="1200" height="240" fill="${hsl(110, 40, 40)}"/><rect x="380" y="340" width="440" height="260" fill="${hsl(hue, 45, 80)}"/>
      <path d="M340 350 L600 180 L860 350Z" fill="${hsl(hue + 20, 55, 40)}"/><rect x="560" y="450" width="80" height="150" fill="${hsl(hue, 40, 30)}"/><rect x="430" y="410" width="90" height="70" fill="#e8f4ff"/><rect x="680" y="410" width="90" height="70" fill="#e8f4ff"/>`,
    tools: `<rect y="480" width="1200" height="320" fill="${hsl(30, 35, 55)}"/><rect x="300" y="420" width="600" height="60" rx="10" fill="${hsl(30, 45, 35)}"/>
      <rect x="380" y="300" width="36" height="150" rx="8" fill="${hsl(hue, 70, 45)}"/><rect x="340" y="270" width="116" height="50" rx="10" fill="#777"/>
      <path d="M600 300 l160 130" stroke="#888" stroke-width="30" stroke-linecap="round"/><circle cx="600" cy="300" r="40" fill="none" stroke="#888" stroke-width="22"/>`,
    garden: `<rect y="500" width="1200" height="300" fill="${hsl(100, 45, 35)}"/>${[0, 1, 2, 3, 4].map((index) => `<circle cx="${150 + index * 230}" cy="${440 - (index % 2) * 40}" r="${90 + (index % 3) * 20}" fill="${hsl(110 + index * 8, 45, 30 + index * 3)}"/><circle cx="${190 + index * 230}" cy="520" r="14" fill="${hsl(hue + index * 30, 80, 60)}"/>`).join('')}`,
    sunset: `<path d="M0 520 Q300 490 600 520 T1200 520 V800 H0Z" fill="${hsl(210, 60, 25)}"/><rect y="640" width="1200" height="160" fill="${hsl(40, 40, 55)}"/>`,
  };
  // A cover spans the page (1200 px); a work photo is seen in the grid or zoomed, where 960 px is
  // enough: its largest variants (AVIF, WebP, JPEG) then cost the first start a third fewer pixels.
  const [width, height] = variant === 0 ? [1200, 800] : [960, 640];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[0]}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="170" r="70" fill="${hsl(48, 100, 70)}"/>
  <path d="M0 470 L220 330 L420 470Z" fill="${hsl(hue + 90, 25, 45)}" opacity="0.6"/>
  ${subjects[scene]}
</svg>`;
}

const toPng = async (svg: string) => (await loadSharp())(Buffer.from(svg)).png().toBuffer();

/** A profile photo: the pro's initials on their colour. */
export const demoAvatar = (name: string, palette: DemoPalette) => toPng(avatarSvg(name, palette));

/** A cover or work photo: a drawn scene, varied by the variant number. */
export const demoScene = (scene: DemoScene, palette: DemoPalette, variant: number) =>
  toPng(sceneSvg(scene, palette, variant));

/**
 * Draws a demo pro's photos and sends them through the real upload path (re-encoding, the
 * UploadPhoto command, the variants job), then approves them as a moderator would.
 */
export async function uploadDemoPhotos(
  ingest: PhotoIngest,
  pro: { userId: string; displayName: string; photos: DemoPalette & { cover: DemoScene; work: DemoScene[] } },
  approve: (photoId: string) => Promise<unknown>,
): Promise<void> {
  const { userId, displayName, photos } = pro;
  const uploads: { kind: PhotoKind; image: Promise<Buffer> }[] = [
    { kind: 'profile', image: demoAvatar(displayName, photos) },
    { kind: 'cover', image: demoScene(photos.cover, photos, 0) },
    ...photos.work.map((scene, index) => ({ kind: 'work' as const, image: demoScene(scene, photos, index + 1) })),
  ];
  for (const { kind, image } of uploads) {
    const { photoId } = await ingest.ingest(Readable.from([await image]), {
      userId,
      kind,
      context: { commandId: newId(), metadata: { actorId: userId } },
    });
    await approve(photoId);
  }
}
