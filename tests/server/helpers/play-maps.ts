/**
 * Maps for the play tests, written straight to the database (the built-in islands may not be seeded), and a player
 * that drives the rules engine the way the game screen does.
 */
import type { PlayMap, RunCharacter } from '../../../src/core/run';
import type { PlayResponse } from '../../../src/contract/play';
import { coreMap } from '../../../src/contract/to-core';
import { nowIso } from '../../../server/db/dialect';
import { driveRun, firstOpen, heldItems } from '../../fixtures/run-driver';
import type { TestContext } from './app';

export interface TestOption {
  health?: number;
  hunger?: number;
  thirst?: number;
  sanity?: number;
  effect?: string;
  wins?: boolean;
  /** Indexes into the map's `items`. */
  requires?: number;
  rewards?: number;
  /** Indexes into the map's `events`. */
  unlocks?: number;
  follows?: number;
}

export interface TestEvent {
  premise?: string;
  premise_en?: string;
  locked?: boolean;
  options: TestOption[];
}

export interface TestMap {
  ownerId?: number | null;
  published?: boolean;
  difficulty?: number;
  image?: string | null;
  items?: { name: string; name_en?: string; functionality: string }[];
  events: TestEvent[];
}

export interface InsertedMap {
  mapId: number;
  eventIds: number[];
  /** Option ids by event index, then option index. */
  optionIds: number[][];
  itemIds: number[];
}

let serial = 0;

/** Inserts a map with its items, events and options; links given as indexes become the inserted ids. */
export async function insertTestMap(ctx: TestContext, spec: TestMap): Promise<InsertedMap> {
  const db = ctx.app.db.kysely;
  const now = nowIso();
  const name = `Test map ${++serial}`;
  const { mapid: mapId } = await db
    .insertInto('maps')
    .values({
      owner_id: spec.ownerId === undefined ? null : spec.ownerId,
      name,
      name_key: name.toLowerCase(),
      description: 'A map made by a test',
      image: spec.image === undefined ? 'test-map.webp' : spec.image,
      published: spec.published === false ? 0 : 1,
      difficulty: spec.difficulty ?? 1,
      created_at: now,
      updated_at: now,
    })
    .returning('mapid')
    .executeTakeFirstOrThrow();
  const itemIds: number[] = [];
  for (const item of spec.items ?? []) {
    const row = await db
      .insertInto('objects')
      .values({
        mapid: mapId,
        name: item.name,
        name_en: item.name_en ?? null,
        description: `${item.name}!`,
        functionality: item.functionality,
        created_at: now,
      })
      .returning('objectid')
      .executeTakeFirstOrThrow();
    itemIds.push(row.objectid);
  }
  const eventIds: number[] = [];
  for (const [index, event] of spec.events.entries()) {
    const row = await db
      .insertInto('events')
      .values({
        mapid: mapId,
        premise: event.premise ?? `Event ${index}`,
        premise_en: event.premise_en ?? null,
        locked: event.locked ? 1 : 0,
      })
      .returning('eventid')
      .executeTakeFirstOrThrow();
    eventIds.push(row.eventid);
  }
  const link = (ids: number[], index: number | undefined) => (index === undefined ? null : ids[index]);
  const optionIds: number[][] = [];
  for (const [index, event] of spec.events.entries()) {
    const ids: number[] = [];
    for (const [optionIndex, option] of event.options.entries()) {
      const row = await db
        .insertInto('consequences')
        .values({
          eventid: eventIds[index],
          option: `Opción ${index}.${optionIndex}`,
          option_en: `Option ${index}.${optionIndex}`,
          consequence_text: `Consecuencia ${index}.${optionIndex}`,
          consequence_text_en: null,
          health_consequence: option.health ?? 0,
          hunger_consequence: option.hunger ?? 0,
          thirst_consequence: option.thirst ?? 0,
          sanity_consequence: option.sanity ?? 0,
          effect_consequence: option.effect ?? 'nada',
          wins: option.wins ? 1 : 0,
          idobject_requeriment: link(itemIds, option.requires),
          idobject_reward: link(itemIds, option.rewards),
          unlocks_eventid: link(eventIds, option.unlocks),
          follows_eventid: link(eventIds, option.follows),
        })
        .returning('consequenceid')
        .executeTakeFirstOrThrow();
      ids.push(row.consequenceid);
    }
    optionIds.push(ids);
  }
  return { mapId, eventIds, optionIds, itemIds };
}

/** The rules engine's map from a /play/play answer, as the game screen builds it. */
export const mapFromPlay = (play: PlayResponse): PlayMap => coreMap(play);

/**
 * Plays a run to its end like a careful player: uses every usable item it holds (when the rules allow it), opens the
 * bottle when nothing is on screen and takes the first option it can. Returns the final state and the actions.
 */
export const playToTheEnd = (map: PlayMap, character: RunCharacter, level: number, seed: string) =>
  driveRun(map, character, level, seed, {
    nextItem: (_map, state, refused) => heldItems(state).find((itemId) => !refused.has(itemId)) ?? null,
    pick: firstOpen,
  });

/** The id of a test player's account. */
export async function userIdOf(ctx: TestContext, username: string): Promise<number> {
  const row = await ctx.app.db.kysely
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Gives a player a character at a level, as the shop or the gacha will. */
export async function grantCharacter(
  ctx: TestContext,
  userId: number,
  characterid: number,
  lvl = 1,
  num_cards = 0,
): Promise<void> {
  await ctx.app.db.kysely
    .insertInto('user_characters')
    .values({ user_id: userId, characterid, lvl, num_cards })
    .execute();
}
