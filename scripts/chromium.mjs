// Finds Debian's Chromium for the browser tests, installing it with apt-get when it is missing and we can.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root)
    throw new Error(`Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`);
  console.log("Chromium is missing: installing Debian's chromium package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!existsSync(chromiumPath)) throw new Error(`apt-get ran but ${chromiumPath} is still missing.`);
  return chromiumPath;
}
