import { readFileSync } from 'node:fs';

/** Linux counts a process's CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`, 100 on every Linux we run). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU seconds a process (all its threads) has used so far, read from outside as `residentMb` reads its memory:
 * user plus system time, fields 14 and 15 of /proc/<pid>/stat (after the command name, which may hold spaces).
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the state (field 3): utime and stime are fields 14 and 15.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The CPU microseconds a process spends per request while `run` sends `requests(result)` of them. */
export async function cpuPerRequest<T>(
  pid: number,
  run: () => Promise<T>,
  requests: (result: T) => number,
): Promise<{ result: T; micros: number }> {
  const before = cpuSeconds(pid);
  const result = await run();
  const micros = ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, requests(result));
  return { result, micros };
}
