import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { JoinedJson } from '../../lib/json-bytes';
import type { Lang } from '../../messages';
import { findRunToResume, findUnfinishedRunsJson } from '../../repositories/run-steps';
import { loadWithRow } from './play-map-cache';
import { servedTo } from './playable-map';
import { isReportableBy } from './run-start';
import { mayContinue, stepsOfList } from './run-steps';

/** Runs older than this are not offered any more (they can still be resumed by their hash). */
export const UNFINISHED_RUN_DAYS = 7;
/** A menu offers a few; nobody keeps more runs going at once. */
export const UNFINISHED_RUNS_MAX = 20;

/**
 * The JSON of GET /play/runs: the player's unfinished runs of the last UNFINISHED_RUN_DAYS days, newest first, as the
 * database wrote them (repositories/run-steps.ts; their shape is checked against the contract by the tests).
 */
export async function unfinishedRunsJson(db: Kysely<Database>, userId: number, now = Date.now()): Promise<Buffer> {
  const since = new Date(now - UNFINISHED_RUN_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return Buffer.from(`{"runs":${await findUnfinishedRunsJson(db, userId, since, UNFINISHED_RUNS_MAX)}}`);
}

/**
 * Everything a device needs to continue a run: what /play/play answered for it (the map from the play map cache, in
 * the request's language; the seed and character), its map's id and the stored steps, read in one statement with the
 * run and its map's row. Only its owner, or for a visitor's run whoever holds the hash, may resume it, while the map
 * is served to its player (404 once hidden or unpublished, unless theirs); a settled run is not resumed (409
 * RUN_FINISHED).
 */
export async function resumeRun(
  db: Kysely<Database>,
  userId: number | undefined,
  gameHash: string,
  lang: Lang,
): Promise<JoinedJson> {
  const found = await findRunToResume(db, gameHash);
  const run = mayContinue(found?.run, userId);
  const loaded = found && (await loadWithRow(db, found.map, run.map_version_id));
  // A map unpublished or hidden since the run began is no longer served to the runner, unless it is theirs.
  if (!loaded || !servedTo(loaded.stored.map, run.user_id)) throw notFound('RUN_NOT_FOUND');
  const fields = {
    gameHash: run.game_hash,
    seed: run.seed,
    character: { characterid: run.characterid, level: run.character_level },
    reportable: isReportableBy(loaded.stored.map.owner_id, userId),
    mapId: found.map.mapid,
    actions: stepsOfList(found.stepList),
  };
  return { fields, shared: loaded.view(lang).json };
}
