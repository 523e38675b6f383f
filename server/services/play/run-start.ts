import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LOCKED_ISLAND_IDS, type PlayRun } from '@src/contract/play';
import { STARTER_CHARACTER_ID } from '@src/core/catalogue/characters';
import type { Database } from '../../db/schema';
import type { Lang } from '../../messages';
import { addPlayerStats, PLAYER_STAT_KEYS } from '../../repositories/player-stats';
import { insertRun, insertRunIfCurrent, type NewRun } from '../../repositories/runs';
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
  /** Whether the caller's address may still add a play to the map's count this hour (services/play-count). */
  readonly addressMayCountPlay: () => Promise<boolean>;
}

/**
 * Starts a run: checks the map and the character, stores the run with a fresh game hash (the run's secret name: 32
 * random bytes) and a separate random seed, and counts the play. The seed is no secret: the browser draws with it.
 * A creator's own runs (playtests included) are not counted: the play count says how many others played the map.
 * Answers a PlayResponse: the run's own fields, then the map's view as the cache checked and encoded it.
 *
 * A map this server has run before is checked by the statement that stores the run (still playable by the player, and
 * at the version kept), instead of reading its row first: one round trip to PostgreSQL where there were two (issue 15).
 * When that statement stores nothing, the run starts as for a map never seen: its row is read, and refused as it says.
 */
export async function beginRun(db: Kysely<Database>, catalogue: CatalogueMemory, start: RunStart): Promise<JoinedJson> {
  const characterId = start.characterId ?? STARTER_CHARACTER_ID;
  const kept = LOCKED_ISLAND_IDS.includes(start.mapId) ? undefined : keptPlayMap(db, start.mapId);
  let counted: boolean | undefined;
  if (kept) {
    const character = await playableCharacter(db, catalogue, start.userId, characterId);
    counted = await countsAsPlay(kept.map, start);
    const run = newRun(start, character, counted);
    if (await storeRun(db, run, start.userId, kept.version)) return answer(run, character, kept.map, start.lang);
  }
  const playable = await playableMap(db, start.mapId, start.userId);
  const character = await playableCharacter(db, catalogue, start.userId, characterId);
  // Asked once: a first try above has already counted this play against the address's share.
  counted ??= await countsAsPlay(playable, start);
  const run = newRun(start, character, counted);
  await storeRun(db, run, start.userId);
  return answer(run, character, playable, start.lang);
}

/** Not the creator's own run, and asked only then: the address's share of plays of the map this hour. */
async function countsAsPlay(map: LoadedPlayMap, start: RunStart): Promise<boolean> {
  const ownRun = start.userId !== undefined && map.stored.map.owner_id === start.userId;
  return !ownRun && start.addressMayCountPlay();
}

function newRun(start: RunStart, character: PlayableCharacter, counted: boolean): NewRun {
  return {
    game_hash: randomBytes(32).toString('base64url'),
    user_id: start.userId ?? null,
    mapid: start.mapId,
    seed: randomBytes(16).toString('base64url'),
    characterid: character.row.characterid,
    character_level: character.level,
    // Added to the map's count within a second (plugins/play-counts.ts): adding it here would make every run wait for
    // the map's row lock.
    play_pending: counted ? 1 : 0,
  };
}

/**
 * Stores the run (only while its map is at `ifVersion` and playable, when given: false if not) and, for a player, their
 * counters. A visitor's run is one statement: no transaction of its own on PostgreSQL.
 */
async function storeRun(
  db: Kysely<Database>,
  run: NewRun,
  userId: number | undefined,
  ifVersion?: number,
): Promise<boolean> {
  const insert = async (write: Kysely<Database>) => {
    if (ifVersion !== undefined) return insertRunIfCurrent(write, run, ifVersion);
    await insertRun(write, run);
    return true;
  };
  if (userId === undefined) return writeStatement(db, insert);
  return transact(db, async (trx) => {
    const stored = await insert(trx);
    if (stored) {
      await addPlayerStats(trx, userId, {
        [PLAYER_STAT_KEYS.runsPlayed]: 1,
        [PLAYER_STAT_KEYS.mapPlayed(run.mapid)]: 1,
      });
    }
    return stored;
  });
}

function answer(run: NewRun, character: PlayableCharacter, map: LoadedPlayMap, lang: Lang): JoinedJson {
  const fields: PlayRun = {
    gameHash: run.game_hash,
    seed: run.seed,
    character: { characterid: character.row.characterid, level: character.level },
  };
  return { fields, shared: map.view(lang).json };
}
