// Section: the image work of one maximum-size upload. A noise JPEG just under the 20,000,000-byte
// limit (noise defeats compression, so it has the most pixels a real upload of that size could
// carry) goes through the compiled code from api/dist, each measurement in a fresh child process
// so that its peak RSS is its own. Then a photo-like 12-megapixel JPEG (a drawn landscape with
// texture and grain: compresses as a photo does, unlike noise) for the time of the variant set and
// the bytes of each format and width.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from '../../scripts/server-process.mjs';
import { builtFile, repoRoot } from './support/built.mjs';
import { nextMessage, stopChild } from './support/child-processes.mjs';
import { format, printTable } from './support/report.mjs';
import { withTempDir } from './support/temp-dir.mjs';
import { timed } from './support/timing.mjs';

export const title = 'Photo variants: a ~20 MB JPEG through sharp (api/dist photo-images)';

const sharp = createRequire(join(repoRoot, 'api', 'package.json'))('sharp');
const MAX_UPLOAD_BYTES = 20_000_000;
/** Aim a little under the limit: the file must be one the API accepts. */
const TARGET_BYTES = 19_500_000;
const CHILD_TIMEOUT_MS = 5 * 60_000;
const child = fileURLToPath(new URL('./photo-variants.child.mjs', import.meta.url));

export async function run() {
  // Fail here, before the minute of set-up, when the server was not built.
  builtFile('api', 'modules/photos/images/photo-images.js');
  await withTempDir('photo-variants', async (dir) => {
    const made = await timed(() => noiseJpegNear(TARGET_BYTES));
    const { jpeg, width, height } = made.result;
    const file = join(dir, 'upload.jpg');
    writeFileSync(file, jpeg);

    const uploadPath = await measure(file, 'upload-path');
    const direct = await measure(file, 'direct');
    const png = join(dir, 'burst.png');
    writeFileSync(
      png,
      await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#2f7a5c' } })
        .png()
        .toBuffer(),
    );
    const burst = await measure(png, 'burst');
    const burstBaseline = await measure(png, 'burst-sharp-alone');
    const photoFile = join(dir, 'photo.jpg');
    writeFileSync(photoFile, await photoLikeJpeg(4000, 3000));
    const photo = await measure(photoFile, 'photo');
    const step = (label, ms) => [label, format.ms(ms), '', ''];
    const whole = (label, report, ms) => [
      label,
      format.ms(ms),
      format.bytes(report.peakRss - report.rssBefore),
      format.bytes(report.peakRss),
    ];
    printTable(
      `Input: ${format.count(jpeg.length)} bytes, ${width} × ${height} (${((width * height) / 1e6).toFixed(1)} MP), quality 100, 4:4:4`,
      ['step', 'wall time', 'peak RSS delta', 'peak RSS'],
      [
        step(
          'normalizeUpload (upload request: decode, rotate, bound to 3000², JPEG q85 mozjpeg)',
          uploadPath.normalizeMs,
        ),
        step(
          'makeVariants of that original (background job: thumbnail, large, and the sized AVIF, WebP and JPEG)',
          uploadPath.variantsMs,
        ),
        whole(
          'both, one process (what the embedded "all" process does per upload)',
          uploadPath,
          uploadPath.normalizeMs + uploadPath.variantsMs,
        ),
        whole('makeVariants straight from the 20 MB upload (fresh process)', direct, direct.variantsMs),
        whole(
          '16 simultaneous 7000 × 7000 PNG uploads, upload + variants each (one decode at a time; goal < 400 MB)',
          burst,
          burst.burstMs,
        ),
        whole('baseline: the same 16 with sharp alone (no pool, default cache)', burstBaseline, burstBaseline.burstMs),
        [
          'ratio: the 16 uploads ÷ sharp alone',
          format.ratio(burst.burstMs / burstBaseline.burstMs),
          format.ratio((burst.peakRss - burst.rssBefore) / (burstBaseline.peakRss - burstBaseline.rssBefore)),
          format.ratio(burst.peakRss / burstBaseline.peakRss),
        ],
      ],
      [
        `Original: ${format.count(uploadPath.originalBytes)} bytes ${uploadPath.originalSize}; thumbnail ${format.count(uploadPath.thumbnailBytes)} bytes; large ${format.count(uploadPath.largeBytes)} bytes.`,
        "Peak RSS is the child's ru_maxrss (it includes the input read into memory); the delta is over its RSS after loading sharp and the file.",
        `Input made with sharp from Gaussian noise in ${format.seconds(made.ms)}; sharp's defaults otherwise (cache, libvips threads = cores).`,
      ],
    );
    printTable(
      `A photo-like 4000 × 3000 upload, stored as ${photo.originalSize}: its variants`,
      ['work', 'wall time', 'vs makeVariants'],
      [
        ['makeVariants (the background job: 2 spec JPEGs + 3 formats × each size)', format.ms(photo.variantsMs), ''],
        [
          'baseline: the same files with sharp alone (a pipeline per file)',
          format.ms(photo.aloneMs),
          format.ratio(photo.aloneMs / photo.variantsMs),
        ],
        [
          "the spec's thumbnail and large JPEGs alone (the job before the sized variants)",
          format.ms(photo.specPairMs),
          format.ratio(photo.specPairMs / photo.variantsMs),
        ],
        [
          `${photo.widest} at AVIF effort 1 (ours): ${format.bytes(photo.avif.effortOne.bytes)}`,
          format.ms(photo.avif.effortOne.ms),
          '',
        ],
        [
          `the same at sharp's default effort 4: ${format.bytes(photo.avif.effortDefault.bytes)}`,
          format.ms(photo.avif.effortDefault.ms),
          format.ratio(photo.avif.effortDefault.ms / photo.avif.effortOne.ms),
        ],
      ],
    );
    printTable(
      'Bytes of each sized variant of that photo',
      ['size', 'AVIF', 'WebP', 'JPEG', 'AVIF / JPEG'],
      photo.steps.map(({ label, bytes }) => [
        label,
        format.bytes(bytes.avif),
        format.bytes(bytes.webp),
        format.bytes(bytes.jpeg),
        `${Math.round((bytes.avif / bytes.jpeg) * 100)} %`,
      ]),
      [`The large JPEG (what the profile's cover was): ${format.bytes(photo.largeBytes)}.`],
    );
  });
}

/**
 * A landscape drawn at full size (sky, sun, hills, sea, a house), with a blurred noise texture and
 * fine grain laid over it: flat areas, edges and detail in the proportions of a photo.
 */
async function photoLikeJpeg(width, height) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900" preserveAspectRatio="none">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b7dc4"/><stop offset="1" stop-color="#cfe6f5"/></linearGradient>
  <radialGradient id="sun"><stop offset="0" stop-color="#fff7d0"/><stop offset="1" stop-color="#fff7d0" stop-opacity="0"/></radialGradient></defs>
  <rect width="1200" height="900" fill="url(#sky)"/><circle cx="900" cy="180" r="170" fill="url(#sun)"/>
  <path d="M0 480 L250 340 L420 420 L600 290 L820 440 L1200 370 V620 H0Z" fill="#4d6b4a"/>
  <path d="M0 580 Q300 530 600 580 T1200 560 V900 H0Z" fill="#c9b27c"/>
  <path d="M0 620 Q300 590 600 620 T1200 600 V670 H0Z" fill="#2a8fa8" opacity="0.8"/>
  <rect x="380" y="470" width="300" height="180" fill="#e9e1d0"/><path d="M360 480 L530 370 L700 480Z" fill="#8a3b2a"/>
  <rect x="500" y="560" width="50" height="90" fill="#5a3a22"/></svg>`;
  const noise = (scale, sigma) =>
    sharp({
      create: {
        width: Math.ceil(width / scale),
        height: Math.ceil(height / scale),
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    });
  const texture = await noise(4, 45).resize(width, height).blur(2).png().toBuffer();
  const grain = await noise(1, 14).png().toBuffer();
  return sharp(Buffer.from(svg))
    .composite([
      { input: texture, blend: 'soft-light' },
      { input: grain, blend: 'soft-light' },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A noise JPEG of about `target` bytes and never above the upload limit: resized until it fits. */
async function noiseJpegNear(target) {
  // Noise at quality 100 without chroma subsampling costs about 2.8 bytes a pixel.
  let pixels = target / 2.8;
  for (let attempt = 0; ; attempt++) {
    const width = Math.round(Math.sqrt((pixels * 4) / 3));
    const height = Math.round((width * 3) / 4);
    const jpeg = await sharp({
      create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    const close = jpeg.length <= MAX_UPLOAD_BYTES && jpeg.length >= target * 0.95;
    if (close || attempt === 4) return { jpeg, width, height };
    pixels *= target / jpeg.length;
  }
}

async function measure(file, mode) {
  // As `npm start` and the Docker image run the server (scripts/server-process.mjs).
  const worker = fork(child, [file, mode], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: serverEnv(),
  });
  try {
    return await nextMessage(worker, CHILD_TIMEOUT_MS);
  } finally {
    await stopChild(worker);
  }
}
