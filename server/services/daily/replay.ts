import type { Kysely } from 'kysely';
import { z } from 'zod';
import { runAction } from '@src/contract/play';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { JoinedJson } from '../../lib/json-bytes';
import type { Lang } from '../../messages';
import { rankedRunReplay } from '../../repositories/daily-runs';
import { loadPlayMap } from '../play/play-map-cache';

const storedActions = z.array(runAction);

/**
 * GET /replays/{runId}: a scored ranked daily run as the server replayed it (its seed, character and actions) with the
 * map's play view in the request's language, shared with /play/play's (services/play/play-map-cache.ts). Nothing
 * private: no game hash (the run's secret name), no account id, no e-mail. Any other run answers 404.
 */
export async function replayAnswer(db: Kysely<Database>, runId: number, lang: Lang): Promise<JoinedJson> {
  const row = await rankedRunReplay(db, runId);
  if (!row || row.actions === null || row.result === null || row.score === null) throw notFound('REPLAY_NOT_FOUND');
  const map = await loadPlayMap(db, row.mapid, row.map_version_id);
  if (!map) throw notFound('REPLAY_NOT_FOUND');
  const fields = {
    runId,
    mapId: row.mapid,
    day: row.day,
    username: row.username,
    character: { characterid: row.characterid, level: row.character_level },
    seed: row.seed,
    actions: storedActions.parse(JSON.parse(row.actions)),
    result: row.result,
    score: row.score,
  };
  return { fields, shared: map.view(lang).json };
}
