// Forked by photo-variants.bench.mjs: runs the compiled image code on the JPEG named in argv and
// reports timing and memory over IPC. Mode "upload-path": normalizeUpload, then makeVariants of its
// output (request + job). Mode "direct": makeVariants of the file itself. Mode "burst": BURST
// simultaneous uploads of the file (normalizeUpload + makeVariants each, as 16 users at once would
// cause). Mode "burst-sharp-alone": the same work with sharp called directly, no decode pool and
// sharp's default cache (the baseline). Run with --expose-gc.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot, requireBuilt } from './support/built.mjs';
import { timed } from './support/timing.mjs';

const BURST = 16;
const { normalizeUpload, makeVariants } = requireBuilt('api', 'modules/photos/images/photo-images.js');
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
  const sharp = createRequire(join(repoRoot, 'api', 'package.json'))('sharp');
  sharp.cache(true);
  const once = async () => {
    const original = await sharp(input)
      .rotate()
      .resize({ width: 3000, height: 3000, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    const image = sharp(original).rotate();
    await Promise.all([
      image.clone().resize({ width: 500, height: 500, fit: 'cover' }).jpeg({ mozjpeg: true }).toBuffer(),
      image.clone().resize({ width: 3000, height: 3000, fit: 'inside' }).jpeg({ mozjpeg: true }).toBuffer(),
    ]);
  };
  const burst = await timed(() => Promise.all(Array.from({ length: BURST }, once)));
  report = { burstMs: burst.ms };
} else {
  const variants = await timed(() => makeVariants(input));
  report = { variantsMs: variants.ms };
}
// ru_maxrss, in KiB: the highest RSS this process ever had.
report.peakRss = process.resourceUsage().maxRSS * 1024;
report.rssBefore = rssBefore;
// The IPC channel keeps a forked child alive: let go of it once the report is sent.
process.send(report, () => process.disconnect());
