/**
 * `npm install` on the oldest Node that package.json promises must not warn EBADENGINE: every package of the lockfile
 * that names the Node versions it runs on has to accept that version (package.json `overrides` pin older releases of
 * the few that moved to a newer Node).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

it('locks only packages that run on the oldest Node that package.json accepts', () => {
  const promised = readJson('package.json').engines.node as string;
  const oldest = semver.minVersion(promised)?.version;
  expect(oldest, `engines.node "${promised}" has no lowest version`).toBeDefined();
  const locked = readJson('package-lock.json').packages as Record<string, LockedPackage>;
  const refusing = Object.entries(locked)
    .map(([path, pkg]) => ({
      path,
      version: pkg.version,
      node: Array.isArray(pkg.engines) ? undefined : pkg.engines?.node,
    }))
    .filter((pkg) => pkg.path !== '' && pkg.node !== undefined && !semver.satisfies(oldest!, pkg.node))
    .map((pkg) => `${pkg.path}@${pkg.version} wants node ${pkg.node}`);
  expect(refusing, `packages that refuse Node ${oldest}`).toEqual([]);
});
