#!/usr/bin/env node
// Browser tests use Debian's Chromium, never a downloaded browser build. Installs it when this
// is root with apt; otherwise stops with one line that says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
