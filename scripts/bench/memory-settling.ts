import { setTimeout as sleep } from 'node:timers/promises';
import { measure, type Target } from './autocannon';
import { residentMb } from './processes';

/** How the real server's resident memory went under the bench's load and as it rested afterwards. */
export interface Settling {
  /** The highest reading during the load (every half second). */
  peakMb: number;
  /** Right after the last request. */
  afterLoadMb: number;
  /** Seconds after the load, and the reading then. */
  resting: { seconds: number; mb: number }[];
}

const SAMPLE_MS = 500;
const REST_STEP_S = 10;

/**
 * Runs every target for `seconds` (50 connections, one after the other) against the server with process `pid`, then
 * reads its memory every ten seconds for `restSeconds`: docs/architecture.md's budget asks that it comes back under
 * 200 MB within a minute of the load.
 */
export async function loadThenRest(
  pid: number,
  targets: Target[],
  seconds: number,
  restSeconds = 60,
): Promise<Settling> {
  let peakMb = residentMb(pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), SAMPLE_MS);
  try {
    for (const target of targets) await measure(target, 50, seconds);
  } finally {
    clearInterval(sampler);
  }
  const afterLoadMb = residentMb(pid);
  const resting = [];
  for (let rested = REST_STEP_S; rested <= restSeconds; rested += REST_STEP_S) {
    await sleep(REST_STEP_S * 1000);
    resting.push({ seconds: rested, mb: residentMb(pid) });
  }
  return { peakMb: Math.max(peakMb, afterLoadMb), afterLoadMb, resting };
}
