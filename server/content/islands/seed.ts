/**
 * Writes the built-in islands into the creator tables: an island's items, events and options are inserted, in one
 * transaction, only while its map has no events, so a restart (or a second instance starting at the same time) never
 * duplicates them and nothing is ever overwritten. Spanish goes in the base columns, English in the `_en` ones.
 */
import type { Transaction } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import {
  insertIslandEvent,
  insertIslandItem,
  insertIslandOptions,
  lockIslandMap,
  mapHasEvents,
  setMapDescription,
} from '../../repositories/built-in-content';
import { BUILT_IN_ISLANDS } from './index';
import { optionLinkIds, type KeyIds } from './links';
import type { Island, IslandEvent } from './types';
import { islandProblems } from './validate';

type Trx = Transaction<Database>;

async function insertItems(trx: Trx, island: Island): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const createdAt = nowIso();
  for (const item of island.items) {
    const objectid = await insertIslandItem(trx, {
      owner_id: null,
      mapid: island.mapId,
      name: item.name.es,
      name_en: item.name.en,
      description: item.description.es,
      description_en: item.description.en,
      functionality: item.functionality,
      image: null,
      created_at: createdAt,
    });
    ids.set(item.key, objectid);
  }
  return ids;
}

async function insertEvents(trx: Trx, island: Island): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const event of island.events) {
    const eventid = await insertIslandEvent(trx, {
      mapid: island.mapId,
      premise: event.premise.es,
      premise_en: event.premise.en,
      locked: event.locked ? 1 : 0,
      position_x: null,
      position_y: null,
    });
    ids.set(event.key, eventid);
  }
  return ids;
}

/** Second pass: every event and item has its id now, so options may point at events written after their own. */
async function insertOptions(trx: Trx, event: IslandEvent, ids: KeyIds): Promise<void> {
  const eventid = ids.events.get(event.key) as number;
  await insertIslandOptions(
    trx,
    event.options.map((option) => {
      const links = optionLinkIds(option, ids);
      return {
        eventid,
        option: option.option.es,
        option_en: option.option.en,
        consequence_text: option.consequence_text.es,
        consequence_text_en: option.consequence_text.en,
        health_consequence: option.health,
        hunger_consequence: option.hunger,
        thirst_consequence: option.thirst,
        sanity_consequence: option.sanity,
        effect_consequence: option.effect,
        wins: option.wins ? 1 : 0,
        idobject_requeriment: links.requiredItemId,
        idobject_reward: links.rewardItemId,
        unlocks_eventid: links.unlocksEventId,
        follows_eventid: links.followsEventId,
      };
    }),
  );
}

export async function seedIsland(db: Db, island: Island): Promise<void> {
  const problems = islandProblems(island);
  if (problems.length > 0) throw new Error(`Built-in island ${island.mapId} is malformed:\n${problems.join('\n')}`);
  await db.kysely.transaction().execute(async (trx) => {
    // Locking the map row makes a second instance wait here, then find the events and leave.
    const map = await lockIslandMap(trx, island.mapId);
    if (!map) return; // the island's map row is created by seedBuiltInMaps; without it there is nothing to fill
    if (await mapHasEvents(trx, island.mapId)) return;
    const ids: KeyIds = { items: await insertItems(trx, island), events: await insertEvents(trx, island) };
    for (const event of island.events) await insertOptions(trx, event, ids);
    if (map.description === '') await setMapDescription(trx, island.mapId, island.description.es);
  });
}

export async function seedIslands(db: Db): Promise<void> {
  for (const island of BUILT_IN_ISLANDS) await seedIsland(db, island);
}
