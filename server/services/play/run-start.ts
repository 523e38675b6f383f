import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlayRun } from '@src/contract/play';
import { STARTER_CHARACTER_ID } from '@src/core/characters';
import type { Database } from '../../db/schema';
import type { Lang } from '../../messages';
import { addPlayerStats, PLAYER_STAT_KEYS } from '../../repositories/player-stats';
import { insertRun, type NewRun } from '../../repositories/runs';
import { playableCharacter } from './playable-character';
import { playableMap } from './playable-map';
import { transact, writeStatement } from '../../db/concurrency';
import type { JoinedJson } from '../json-bytes';
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
 */
export async function beginRun(db: Kysely<Database>, catalogue: CatalogueMemory, start: RunStart): Promise<JoinedJson> {
  const playable = await playableMap(db, start.mapId, start.userId);
  const character = await playableCharacter(db, catalogue, start.userId, start.characterId ?? STARTER_CHARACTER_ID);
  // Asked only for a play that could count, once the map is known to be playable.
  const ownRun = start.userId !== undefined && playable.stored.map.owner_id === start.userId;
  const counted = !ownRun && (await start.addressMayCountPlay());
  const gameHash = randomBytes(32).toString('base64url');
  const seed = randomBytes(16).toString('base64url');
  const row: NewRun = {
    game_hash: gameHash,
    user_id: start.userId ?? null,
    mapid: start.mapId,
    seed,
    characterid: character.row.characterid,
    character_level: character.level,
    // Added to the map's count within a second (plugins/play-counts.ts): adding it here would make every run wait for
    // the map's row lock.
    play_pending: counted ? 1 : 0,
  };
  const { userId } = start;
  // A visitor's run is one statement: no transaction of its own on PostgreSQL.
  if (userId === undefined) await writeStatement(db, (write) => insertRun(write, row));
  else {
    await transact(db, async (trx) => {
      await insertRun(trx, row);
      await addPlayerStats(trx, userId, {
        [PLAYER_STAT_KEYS.runsPlayed]: 1,
        [PLAYER_STAT_KEYS.mapPlayed(start.mapId)]: 1,
      });
    });
  }
  const run: PlayRun = {
    gameHash,
    seed,
    character: { characterid: character.row.characterid, level: character.level },
  };
  return { fields: run, shared: playable.view(start.lang).json };
}
