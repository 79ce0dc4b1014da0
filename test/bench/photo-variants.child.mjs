// Forked by photo-variants.bench.mjs: runs the compiled image code on the JPEG named in argv and
// reports timing and memory over IPC. Mode "upload-path": normalizeUpload, then makeVariants of its
// output (request + job). Mode "direct": makeVariants of the file itself. Run with --expose-gc.
import { readFileSync } from 'node:fs';
import { requireBuilt } from './support/built.mjs';
import { timed } from './support/timing.mjs';

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
} else {
  const variants = await timed(() => makeVariants(input));
  report = { variantsMs: variants.ms };
}
// ru_maxrss, in KiB: the highest RSS this process ever had.
report.peakRss = process.resourceUsage().maxRSS * 1024;
report.rssBefore = rssBefore;
// The IPC channel keeps a forked child alive: let go of it once the report is sent.
process.send(report, () => process.disconnect());
