/**
 * A community map much played, for the analytics read (issue 28: the analytics of a map with 100,000 runs within the
 * read budget): the editor bench's 40-event map published as version 1, and `runs` settled runs of it by the bench's
 * players, each a real run played by a bot whose actions replay as stored. They are left waiting to be added to the
 * version's stored tally (`tally_pending`), as migration 0026 leaves the runs settled before it: the bench measures
 * the servers adding them up (services/maps/analytics-fold.ts) and the reads before and after.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { nowIso } from '../../server/db/dialect';
import { findCharacter } from '../../server/repositories/characters';
import { runCharacterOf } from '../../server/services/characters/character-view';
import { publishDraft } from '../../server/services/maps/map-versions';
import { loadPlayMap } from '../../server/services/play/play-map-cache';
import { playBot, type BotPlayer } from '../../src/core/bot-players';
import { STARTER_CHARACTER_ID } from '../../src/core/catalogue/characters';
import type { RunAction } from '../../src/core/run';
import { insertBenchMap } from './editor-map';

const ROWS_PER_INSERT = 500;
/** Long enough for every run to end: the stats drain each turn. */
const TURNS_MAX = 1000;

/** Picks with its own dice (not the run's generator), so the choices it records replay as they were played. */
export function recordingPlayer(actions: RunAction[]): BotPlayer {
  return (_map, state, open) => {
    const option = open[Math.floor(Math.random() * open.length)];
    actions.push({ type: 'choose', eventId: state.current as number, consequenceId: option.id });
    return { option, state };
  };
}

export async function seedAnalyticsMap(
  db: Kysely<Database>,
  seed: { runs: number; playerIds: readonly number[] },
): Promise<{ mapId: number; owner: { id: number; token_version: number } }> {
  const bench = await insertBenchMap(db, 40);
  await publishWithRuns(db, bench.mapId, seed);
  const owner = await db
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('id', '=', bench.userId)
    .executeTakeFirstOrThrow();
  return { mapId: bench.mapId, owner };
}

/**
 * Publishes the map as a version and stores `runs` settled runs of it by `playerIds` (never its owner: analytics count
 * only other players), each a real run played by a random bot whose actions replay as stored.
 */
export async function publishWithRuns(
  db: Kysely<Database>,
  mapId: number,
  seed: { runs: number; playerIds: readonly number[] },
): Promise<void> {
  const map = await db
    .updateTable('maps')
    .set({ published: 1 })
    .where('mapid', '=', mapId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const published = await db.transaction().execute((trx) => publishDraft(trx, map));
  const versionId = published.published_version_id as number;
  const [loaded, starter] = await Promise.all([
    loadPlayMap(db, mapId, versionId),
    findCharacter(db, STARTER_CHARACTER_ID),
  ]);
  const rules = loaded!.rules();
  const character = runCharacterOf(starter!);
  const now = nowIso();
  for (let start = 0; start < seed.runs; start += ROWS_PER_INSERT) {
    const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, seed.runs - start) }, (_, k) => {
      const n = start + k;
      const actions: RunAction[] = [];
      const final = playBot(rules, `bench-analytics-${n}`, recordingPlayer(actions), TURNS_MAX, character);
      return {
        game_hash: `bench-analytics-${mapId}-${n}`,
        user_id: seed.playerIds[n % seed.playerIds.length],
        mapid: mapId,
        map_version_id: versionId,
        seed: `bench-analytics-${n}`,
        characterid: STARTER_CHARACTER_ID,
        character_level: 1,
        created_at: now,
        finished_at: now,
        result: final.status === 'won' ? ('won' as const) : ('dead' as const),
        reward_claimed: 1,
        tally_pending: 1,
        actions: JSON.stringify(actions),
      };
    });
    await db.insertInto('runs').values(rows).execute();
  }
}
