import { createHmac } from 'node:crypto';
import { LOCKED_ISLAND_IDS } from '@src/contract/play';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { addDays, utcDayOf } from '@src/core/daily-days';

/** The built-in islands a day can pick: History Mode's playable ones. */
export const DAILY_ISLAND_IDS: readonly number[] = HISTORY_ISLANDS.filter(
  (island) => island.playable && !LOCKED_ISLAND_IDS.includes(island.number),
).map((island) => island.number);

/** Today's island for everyone. */
export interface DailyIsland {
  readonly day: string;
  readonly mapId: number;
  /** The seed of every daily run of the day, in the shape of a run's own (16 bytes, base64url). */
  readonly seed: string;
  /** When the next day starts (ISO, UTC midnight). */
  readonly endsAt: string;
}

/**
 * The island and seed of the UTC day of `now`: an HMAC-SHA-256 of the day with the server's secret (the one address
 * keys use: services/maps/play-count.ts), so every server of a deployment picks the same, and nobody without the
 * secret can tell tomorrow's seed from today's and practise it beforehand.
 */
export function dailyIsland(secret: string, now: Date = new Date()): DailyIsland {
  const day = utcDayOf(now);
  const digest = createHmac('sha256', secret).update(`daily\n${day}`).digest();
  return {
    day,
    mapId: DAILY_ISLAND_IDS[digest.readUInt32BE(0) % DAILY_ISLAND_IDS.length],
    seed: digest.subarray(4, 20).toString('base64url'),
    endsAt: `${addDays(day, 1)}T00:00:00.000Z`,
  };
}

/**
 * Today's island, worked out once a day rather than on every call (the HMAC and the calendar were a tenth of a board
 * read's time): the day's answer stands until its `endsAt`, or until the clock reads an earlier day.
 */
export function todaysIsland(secret: string, now = () => Date.now()): () => DailyIsland {
  let island: DailyIsland | undefined;
  let from = 0;
  let until = 0;
  return () => {
    const at = now();
    if (island === undefined || at < from || at >= until) {
      island = dailyIsland(secret, new Date(at));
      from = Date.parse(`${island.day}T00:00:00.000Z`);
      until = Date.parse(island.endsAt);
    }
    return island;
  };
}
