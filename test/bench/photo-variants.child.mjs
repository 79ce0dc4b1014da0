// Forked by photo-variants.bench.mjs: runs the compiled image code on the JPEG named in argv and
// reports timing and memory over IPC. Mode "upload-path": normalizeUpload, then makeVariants of its
// output (request + job). Mode "direct": makeVariants of the file itself. Mode "burst": BURST
// simultaneous uploads of the file (normalizeUpload + makeVariants each, as 16 users at once would
// cause). Mode "burst-sharp-alone": the same work with sharp called directly, no decode pool and
// sharp's default cache (the baseline). Mode "photo": the variants of a photo-like upload, each
// file's bytes, the same set with sharp alone, the spec's two JPEGs alone, and one AVIF at sharp's
// default effort. Run with --expose-gc.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot, requireBuilt } from './support/built.mjs';
import { timed } from './support/timing.mjs';

const BURST = 16;
const { normalizeUpload, makeVariants } = requireBuilt('api', 'modules/photos/images/photo-images.js');
const { PHOTO_FORMATS, sizedSteps, sizedVariant } = requireBuilt('shared', 'rules/photo-variants.js');
const sharp = createRequire(join(repoRoot, 'api', 'package.json'))('sharp');

/** The variant set of photo-images.ts, written with sharp alone: one pipeline per file from the original. */
function variantsWithSharpAlone(original, size) {
  const encode = {
    avif: (image) => image.avif({ quality: 50, effort: 1 }),
    webp: (image) => image.webp({ quality: 75 }),
    jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  };
  const image = () => sharp(original).rotate();
  return Promise.all([
    encode.jpeg(image().resize({ width: 500, height: 500, fit: 'cover' })).toBuffer(),
    encode.jpeg(image().resize({ width: 3000, height: 3000, fit: 'inside', withoutEnlargement: true })).toBuffer(),
    ...sizedSteps(size).flatMap(({ width, height }) =>
      PHOTO_FORMATS.map((format) => encode[format](image().resize({ width, height, fit: 'cover' })).toBuffer()),
    ),
  ]);
}
const [file, mode] = process.argv.slice(2);
const input = readFileSync(file);

globalThis.gc();
const rssBefore = process.memoryUsage().rss;
let report;
if (mode === 'upload-path') {
  const normalized = await timed(() => normalizeUpload(input));
  const { jpeg, width, height } = normalized.result;
  const variants = await timed(() => makeVariants(jpeg));
  report = {
    normalizeMs: normalized.ms,
    variantsMs: variants.ms,
    originalBytes: jpeg.length,
    originalSize: `${width} × ${height}`,
    thumbnailBytes: variants.result.thumbnail.length,
    largeBytes: variants.result.large.length,
  };
} else if (mode === 'burst') {
  const burst = await timed(() =>
    Promise.all(Array.from({ length: BURST }, async () => makeVariants((await normalizeUpload(input)).jpeg))),
  );
  report = { burstMs: burst.ms };
} else if (mode === 'burst-sharp-alone') {
  sharp.cache(true);
  const once = async () => {
    const { data, info } = await sharp(input)
      .rotate()
      .resize({ width: 3000, height: 3000, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    await variantsWithSharpAlone(data, info);
  };
  const burst = await timed(() => Promise.all(Array.from({ length: BURST }, once)));
  report = { burstMs: burst.ms };
} else if (mode === 'photo') {
  const { jpeg, width, height } = await normalizeUpload(input);
  const variants = await timed(() => makeVariants(jpeg));
  sharp.cache(true);
  const alone = await timed(() => variantsWithSharpAlone(jpeg, { width, height }));
  const specPair = await timed(() =>
    Promise.all([
      sharp(jpeg).resize({ width: 500, height: 500, fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      sharp(jpeg).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    ]),
  );
  const widest = sizedSteps({ width, height }).at(-1);
  const pixels = await sharp(jpeg)
    .resize({ width: widest.width, height: widest.height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const avifAt = (effort) =>
    timed(() => sharp(pixels.data, { raw: pixels.info }).avif({ quality: 50, effort }).toBuffer());
  const [effortOne, effortDefault] = [await avifAt(1), await avifAt(4)];
  report = {
    originalSize: `${width} × ${height}`,
    variantsMs: variants.ms,
    aloneMs: alone.ms,
    specPairMs: specPair.ms,
    widest: `${sizedVariant('full', widest.step, 'avif')} (${widest.width} × ${widest.height})`,
    avif: {
      effortOne: { ms: effortOne.ms, bytes: effortOne.result.length },
      effortDefault: { ms: effortDefault.ms, bytes: effortDefault.result.length },
    },
    steps: sizedSteps({ width, height }).map(({ shape, step, width: stepWidth, height: stepHeight }) => ({
      label: `${shape} ${stepWidth} × ${stepHeight}`,
      bytes: Object.fromEntries(
        PHOTO_FORMATS.map((format) => [format, variants.result.sized.get(sizedVariant(shape, step, format)).length]),
      ),
    })),
    largeBytes: variants.result.large.length,
  };
} else {
  const variants = await timed(() => makeVariants(input));
  report = { variantsMs: variants.ms };
}
// ru_maxrss, in KiB: the highest RSS this process ever had.
report.peakRss = process.resourceUsage().maxRSS * 1024;
report.rssBefore = rssBefore;
// The IPC channel keeps a forked child alive: let go of it once the report is sent.
process.send(report, () => process.disconnect());
