import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * A CPU profile of this process from now on (what `node --cpu-prof` records from the start), so the server's profile
 * holds its load and not its seeding. The returned function writes it to `dir` as a .cpuprofile file.
 */
export async function startCpuProfile(dir: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}
