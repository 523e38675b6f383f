import type { Kysely, Transaction } from 'kysely';
import type { CreateEdgeBody, Edge, EdgeRefBody, EdgeType } from '@src/contract/editor';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { setLink, type LinkColumn, type OptionOwnership } from '../../repositories/consequences';
import { refreshMap } from './map-content';
import { lockOwnMap, ownEvent, ownOption } from './ownership';
import { transact } from '../../db/concurrency';

/*
 * The diagram editor's edges: an option's follow link (direct, drawn solid) or unlock link (dashed) to another event.
 * Each change is one transaction that checks every id and brings the map's difficulty up to date.
 */
type Db = Kysely<Database>;

const columnOf: Record<EdgeType, LinkColumn> = { direct: 'follows_eventid', unlocks: 'unlocks_eventid' };
const otherType: Record<EdgeType, EdgeType> = { direct: 'unlocks', unlocks: 'direct' };

const edgeView = (option: OptionOwnership, targetEvent: number, type: EdgeType): Edge => ({
  id: `${type}-${option.consequenceid}`,
  sourceEvent: option.eventid,
  sourceConsequence: option.consequenceid,
  targetEvent,
  type,
});

export function createEdge(
  db: Db,
  userId: number,
  { sourceEvent, sourceConsequence, targetEvent, type }: CreateEdgeBody,
) {
  return transact(db, async (trx) => {
    const source = await ownEvent(trx, userId, sourceEvent, undefined, 'sourceEvent');
    await lockOwnMap(trx, userId, source.mapid);
    const option = await ownOption(trx, userId, sourceConsequence, { mapid: source.mapid, eventid: source.eventid });
    await ownEvent(trx, userId, targetEvent, source.mapid, 'targetEvent');
    // An option has one link of each type: a new edge of that type replaces the old one.
    await setLink(trx, option.consequenceid, columnOf[type], targetEvent);
    await refreshMap(trx, source.mapid);
    return edgeView(option, targetEvent, type);
  });
}

/** The option of an existing edge to `eventId`, after checking every id; 404 EDGE_NOT_FOUND when none of `types` links there. */
async function edgeOption(trx: Transaction<Database>, userId: number, ref: EdgeRefBody, types: EdgeType[]) {
  await lockOwnMap(trx, userId, ref.mapId);
  const option = await ownOption(trx, userId, ref.consequenceId, { mapid: ref.mapId });
  await ownEvent(trx, userId, ref.eventId, ref.mapId, 'eventId');
  if (!types.some((type) => option[columnOf[type]] === ref.eventId)) throw notFound('EDGE_NOT_FOUND');
  return option;
}

/** Gives an existing edge the type `ref.type` (its target stays). */
export function updateEdge(db: Db, userId: number, ref: EdgeRefBody): Promise<Edge> {
  return transact(db, async (trx) => {
    const option = await edgeOption(trx, userId, ref, ['direct', 'unlocks']);
    // Switching the type moves the link: the other column lets go of this target.
    const other = columnOf[otherType[ref.type]];
    if (option[other] === ref.eventId) await setLink(trx, option.consequenceid, other, null);
    await setLink(trx, option.consequenceid, columnOf[ref.type], ref.eventId);
    await refreshMap(trx, ref.mapId);
    return edgeView(option, ref.eventId, ref.type);
  });
}

export function deleteEdge(db: Db, userId: number, ref: EdgeRefBody): Promise<void> {
  return transact(db, async (trx) => {
    const option = await edgeOption(trx, userId, ref, [ref.type]);
    await setLink(trx, option.consequenceid, columnOf[ref.type], null);
    await refreshMap(trx, ref.mapId);
  });
}
