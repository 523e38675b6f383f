import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * A JSON array of `value` over the rows of a subquery, in `orderBy`'s order: PostgreSQL's json_agg (which pg parses),
 * SQLite's json_group_array (text; an ordered aggregate, SQLite 3.44 or later, which better-sqlite3 bundles). A
 * statement can then answer a list per row: one row crosses to JavaScript instead of one per item, and each row
 * that crosses costs more than the database's work for it (docs/performance.md).
 */
export function jsonList(
  postgres: boolean,
  value: Expression<unknown>,
  orderBy: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return postgres
    ? sql`coalesce(json_agg(${value} order by ${orderBy}), '[]'::json)`
    : sql`json_group_array(${value} order by ${orderBy})`;
}

/** A JSON column as JavaScript: parsed already by pg, text from SQLite. */
export const fromJsonColumn = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
