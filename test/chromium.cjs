// Debian's Chromium (never a downloaded build) and the flags every browser run on this machine
// uses: the Playwright journeys (playwright.config.ts) and the benchmark sections that load pages.
// CommonJS, so that both the config (compiled to CommonJS) and the .mjs benchmarks can load it.
exports.CHROMIUM = '/usr/bin/chromium';
exports.CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
