/**
 * A large map for the event editor benchmark, written straight into the database (creating 1,000 events through the
 * API takes minutes, as every call brings the map's difficulty up to date). Events have no saved position, so the
 * editor lays them out itself, as it would for a map made with the event list.
 */
import type { Insertable, Kysely } from 'kysely';
import { nowIso } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';
import type { ConsequencesTable } from '../../server/db/schema-creators';

export interface BenchMap {
  userId: number;
  username: string;
  mapId: number;
  events: number;
  options: number;
}

export async function insertBenchMap(db: Kysely<Database>, eventCount: number): Promise<BenchMap> {
  const now = nowIso();
  const username = 'editorbench';
  return db.transaction().execute(async (trx) => {
    const { id: userId } = await trx
      .insertInto('users')
      .values({
        username,
        username_key: username,
        email: 'editor@bench.test',
        profile_image: 'pic-01.webp',
        banner: 'banner-01.webp',
        email_verified: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const name = 'Mil eventos';
    const { mapid: mapId } = await trx
      .insertInto('maps')
      .values({
        owner_id: userId,
        name,
        name_key: name.toLowerCase(),
        description: 'Editor benchmark',
        created_at: now,
        updated_at: now,
      })
      .returning('mapid')
      .executeTakeFirstOrThrow();

    const ids: number[] = [];
    for (let start = 0; start < eventCount; start += 200) {
      const rows = Array.from({ length: Math.min(200, eventCount - start) }, (_, k) => ({
        mapid: mapId,
        premise: `Evento ${start + k + 1}: la marea deja otra sorpresa en la arena.`,
        locked: (start + k) % 7 === 3 ? 1 : 0,
      }));
      ids.push(
        ...(await trx.insertInto('events').values(rows).returning('eventid').execute()).map((row) => row.eventid),
      );
    }

    // Two or three options per event: most lead on to the next event, some unlock one further away, the last wins.
    // Every row names every column: a multi-row insert has no per-row defaults on SQLite.
    const row = (
      eventid: number,
      option: string,
      change: Partial<Insertable<ConsequencesTable>>,
    ): Insertable<ConsequencesTable> => ({
      eventid,
      option,
      consequence_text: 'El camino sigue entre palmeras.',
      health_consequence: 0,
      hunger_consequence: 0,
      thirst_consequence: 0,
      sanity_consequence: 0,
      effect_consequence: 'nada',
      wins: 0,
      idobject_requeriment: null,
      idobject_reward: null,
      unlocks_eventid: null,
      follows_eventid: null,
      ...change,
    });
    const options = ids.flatMap((eventid, index) => {
      const next = (step: number) => ids[index + step] ?? null;
      const list = [
        row(eventid, `Seguir el sendero ${index}`, { hunger_consequence: -3, follows_eventid: next(1) }),
        row(eventid, `Buscar agua ${index}`, {
          thirst_consequence: 10,
          unlocks_eventid: index % 5 === 0 ? next(7) : null,
        }),
      ];
      if (index % 3 === 0)
        list.push(row(eventid, `Descansar ${index}`, { sanity_consequence: 5, effect_consequence: 'inner_balance' }));
      if (index === ids.length - 1) list.push(row(eventid, 'Hacer señales al barco', { wins: 1 }));
      return list;
    });
    for (let start = 0; start < options.length; start += 200)
      await trx
        .insertInto('consequences')
        .values(options.slice(start, start + 200))
        .execute();
    return { userId, username, mapId, events: ids.length, options: options.length };
  });
}
