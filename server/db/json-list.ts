import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * JSON built by the database, written once for both dialects. A statement can then answer a list per row: one row
 * crosses to JavaScript instead of one per item, and each row that crosses costs more than the database's work for it
 * (docs/performance.md).
 */

/**
 * A JSON array of `value` over the rows of a subquery, in `orderBy`'s order when given: PostgreSQL's json_agg (which
 * pg parses), SQLite's json_group_array (text; ordered, it needs SQLite 3.44 or later, which better-sqlite3 bundles).
 */
export function jsonList(
  postgres: boolean,
  value: Expression<unknown>,
  orderBy?: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return postgres ? sql`coalesce(json_agg(${value}${order}), '[]'::json)` : sql`json_group_array(${value}${order})`;
}

/** A JSON array of one row's `items`. */
export const jsonArray = (postgres: boolean, items: readonly Expression<unknown>[]): RawBuilder<unknown> =>
  postgres ? sql`json_build_array(${sql.join(items)})` : sql`json_array(${sql.join(items)})`;

/** A JSON object of one row's `members`: names and values in turn. */
export const jsonObject = (postgres: boolean, members: RawBuilder<unknown>): RawBuilder<unknown> =>
  postgres ? sql`json_build_object(${members})` : sql`json_object(${members})`;

/** JSON as its text, sent as it is: pg would parse it otherwise (SQLite answers text already). */
export const jsonText = (postgres: boolean, json: RawBuilder<unknown>): RawBuilder<string> =>
  postgres ? sql<string>`${json}::text` : (json as RawBuilder<string>);

/** A JSON column as JavaScript: parsed already by pg, text from SQLite. */
export const fromJsonColumn = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
