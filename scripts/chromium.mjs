// Finds Debian's Chromium for the browser tests, installing it with apt-get when it is missing and we can.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Liberation Sans: the faces that stand in for the game's fonts until they arrive (ui/styles/font-fallbacks.css); the
// browser tests check the swap moves nothing. Chromium recommends the package, which a minimal install may skip.
const fallbackFont = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
const packages = 'chromium fonts-liberation';

export function ensureChromium() {
  if (existsSync(chromiumPath) && existsSync(fallbackFont)) return chromiumPath;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root)
    throw new Error(`Chromium or its fonts are missing. Install them with: sudo apt-get install -y ${packages}`);
  console.log(`Installing Debian's ${packages}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
  if (!existsSync(chromiumPath)) throw new Error(`apt-get ran but ${chromiumPath} is still missing.`);
  return chromiumPath;
}
