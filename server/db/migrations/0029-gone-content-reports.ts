/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './helpers';

/**
 * A report's target has no foreign key (it names a map, an item or a player by kind and id), so the reports of a map
 * or an item deleted by its owner stayed open in the moderation queue for ever: a decision about what is gone answers
 * 404, so nothing closed them. Deleting a map or an item now closes its open reports, without a decision (nothing was
 * decided; the rows stay as the record of what was reported), by triggers, so that a map's items deleted with it by
 * ON DELETE CASCADE close theirs too. The tally (migration 0027) follows by its own trigger. Reports already left
 * open by a deletion are closed here. A player's reports go with their account (ON DELETE CASCADE on the owner).
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const now =
    dialect === 'postgres'
      ? `to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  const close = (kind: string, which: string) =>
    `update reports set closed_at = ${now} where target_kind = '${kind}' and closed_at is null and ${which}`;
  const gone = [
    { table: 'maps', kind: 'map', id: 'mapid' },
    { table: 'objects', kind: 'item_picture', id: 'objectid' },
  ];
  for (const { table, kind, id } of gone) {
    await sql
      .raw(`${close(kind, `not exists (select 1 from ${table} where ${table}.${id} = reports.target_id)`)}`)
      .execute(db);
    const name = `${table}_deleted_close_reports`;
    if (dialect === 'postgres') {
      await sql
        .raw(
          `create function ${name}() returns trigger language plpgsql as $$
          begin ${close(kind, `target_id = old.${id}`)}; return null; end $$`,
        )
        .execute(db);
      await sql
        .raw(`create trigger ${name} after delete on ${table} for each row execute function ${name}()`)
        .execute(db);
    } else {
      await sql
        .raw(
          `create trigger ${name} after delete on ${table} for each row begin ${close(kind, `target_id = old.${id}`)}; end`,
        )
        .execute(db);
    }
  }
}
