import type { CreateTableBuilder } from 'kysely';

/*
 * Helpers of the migrations, frozen with them: a migration must build the same schema forever, so it imports only
 * kysely, node and this folder (a lint rule holds it to that). Never change what a helper here does; add a new one.
 */

/** The two dialects a migration is written for. */
export type DialectName = 'sqlite' | 'postgres';

/** Adds an auto-incrementing integer primary key named `id` (or `column`, for tables keyed like mapid or eventid). */
export function withId<T extends string, C extends string = 'id'>(
  table: CreateTableBuilder<T, never>,
  dialect: DialectName,
  column: C = 'id' as C,
) {
  return dialect === 'postgres'
    ? table.addColumn(column, 'serial', (col) => col.primaryKey())
    : table.addColumn(column, 'integer', (col) => col.primaryKey().autoIncrement());
}
