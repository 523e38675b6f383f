import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { LOCKED_ISLAND_IDS, type PlayRun } from '@src/contract/play';
import { STARTER_CHARACTER_ID } from '@src/core/catalogue/characters';
import type { Database } from '../../db/schema';
import type { Lang } from '../../messages';
import { addPlayerStats, PLAYER_STAT_KEYS } from '../../repositories/player-stats';
import { insertRun, insertRunIfCurrent, type NewRun } from '../../repositories/runs';
import { playerPlayKey, utcDay } from '../../repositories/play-days';
import { nowIso } from '../../db/dialect';
import { playableCharacter, type PlayableCharacter } from './playable-character';
import { playableMap } from './playable-map';
import { keptPlayMap, type LoadedPlayMap } from './play-map-cache';
import { transact, writeStatement } from '../../db/concurrency';
import type { JoinedJson } from '../../lib/json-bytes';
import type { CatalogueMemory } from '../characters/catalogue-view';

export interface RunStart {
  readonly mapId: number;
  readonly characterId: number | undefined;
  /** Undefined for a visitor, whose run belongs to nobody and earns nothing. */
  readonly userId: number | undefined;
  readonly lang: Lang;
  /** The caller's address key for a UTC day (services/maps/play-count.ts): what a visitor's play counts under. */
  readonly addressKey: (day: string) => string;
  /** The seed everyone plays (the daily island's: services/daily/daily-island.ts); a fresh random one otherwise. */
  readonly seed?: string;
  /**
   * Written in the transaction that stores a signed-in player's run, after it (the daily's ranked row:
   * services/daily/daily-start.ts); it runs again if the transaction is tried again.
   */
  readonly alongside?: (trx: Transaction<Database>, run: NewRun) => Promise<void>;
}

/**
 * Starts a run: checks the map and the character, stores the run with a fresh game hash (the run's secret name: 32
 * random bytes) and a separate random seed, and counts the play. The seed is no secret: the browser draws with it.
 * The play counts once per map and UTC day for a signed-in player, or for an address (repositories/runs.ts,
 * addPendingPlays). A creator's own runs (playtests included) count nothing: no play, and not among their runs.
 * Answers a PlayResponse: the run's own fields, then the map's view as the cache checked and encoded it.
 *
 * A map this server has run before is checked by the statement that stores the run (still playable by the player, and
 * at the version kept), instead of reading its row first: one round trip to PostgreSQL where there were two (issue 15).
 * When that statement stores nothing, the run starts as for a map never seen: its row is read, and refused as it says.
 */
export async function beginRun(db: Kysely<Database>, catalogue: CatalogueMemory, start: RunStart): Promise<JoinedJson> {
  const characterId = start.characterId ?? STARTER_CHARACTER_ID;
  const kept = LOCKED_ISLAND_IDS.includes(start.mapId) ? undefined : keptPlayMap(db, start.mapId, start.userId);
  if (kept) {
    const character = await playableCharacter(db, catalogue, start.userId, characterId);
    const run = newRun(start, character, kept.map);
    if (await storeRun(db, run, start.alongside, kept.version)) return answer(run, character, kept.map, start.lang);
  }
  const playable = await playableMap(db, start.mapId, start.userId);
  const character = await playableCharacter(db, catalogue, start.userId, characterId);
  const run = newRun(start, character, playable);
  await storeRun(db, run, start.alongside);
  return answer(run, character, playable, start.lang);
}

/** A creator's own run of their map (a playtest, or a play of it once published). */
export const isOwnMapRun = (ownerId: number | null, userId: number | null | undefined): boolean =>
  ownerId !== null && ownerId === userId;

/** A community map (one with an owner) is reported by anyone but its creator; built-in islands by nobody. */
export const isReportableBy = (ownerId: number | null, userId: number | null | undefined): boolean =>
  ownerId !== null && !isOwnMapRun(ownerId, userId);

/** Who the run's play counts for: the signed-in player, or the visitor's address; nobody for the creator's own run. */
function playKeyOf(start: RunStart, map: LoadedPlayMap, createdAt: string): string | null {
  if (isOwnMapRun(map.stored.map.owner_id, start.userId)) return null;
  return start.userId === undefined ? start.addressKey(utcDay(createdAt)) : playerPlayKey(start.userId);
}

function newRun(start: RunStart, character: PlayableCharacter, map: LoadedPlayMap): NewRun {
  const createdAt = nowIso();
  const playKey = playKeyOf(start, map, createdAt);
  return {
    game_hash: randomBytes(32).toString('base64url'),
    user_id: start.userId ?? null,
    mapid: start.mapId,
    seed: start.seed ?? randomBytes(16).toString('base64url'),
    characterid: character.row.characterid,
    character_level: character.level,
    // Added to the map's count within a second (plugins/play-counts.ts): adding it here would make every run wait for
    // the map's row lock.
    play_pending: playKey === null ? 0 : 1,
    play_key: playKey,
    map_version_id: map.versionId,
    created_at: createdAt,
  };
}

/**
 * Stores the run (only while its map is at `ifVersion` and playable, when given: false if not) and, for a player on
 * another's map, their counters and what `alongside` writes. A run that adds no counter is one statement: no
 * transaction of its own on PostgreSQL.
 */
async function storeRun(
  db: Kysely<Database>,
  run: NewRun,
  alongside: RunStart['alongside'],
  ifVersion?: number,
): Promise<boolean> {
  const insert = async (write: Kysely<Database>) => {
    if (ifVersion !== undefined) return insertRunIfCurrent(write, run, ifVersion);
    await insertRun(write, run);
    return true;
  };
  // A creator's own run (the one run of a player without a play key) is not among their runs.
  const userId = run.user_id;
  if (userId == null || run.play_key === null) return writeStatement(db, insert);
  return transact(db, async (trx) => {
    const stored = await insert(trx);
    if (stored) {
      await addPlayerStats(trx, userId, {
        [PLAYER_STAT_KEYS.runsPlayed]: 1,
        [PLAYER_STAT_KEYS.mapPlayed(run.mapid)]: 1,
      });
      await alongside?.(trx, run);
    }
    return stored;
  });
}

function answer(run: NewRun, character: PlayableCharacter, map: LoadedPlayMap, lang: Lang): JoinedJson {
  const fields: PlayRun = {
    gameHash: run.game_hash,
    seed: run.seed,
    character: { characterid: character.row.characterid, level: character.level },
    reportable: isReportableBy(map.stored.map.owner_id, run.user_id),
  };
  return { fields, shared: map.view(lang).json };
}
