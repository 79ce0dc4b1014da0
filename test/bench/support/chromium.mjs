// Debian's Chromium (never a downloaded build) with the flags every browser run on this machine
// uses (see test/playwright.config.ts), for the sections that load pages in a browser.
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
