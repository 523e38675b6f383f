import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { isPostgres, type DialectName } from './dialect';
import { prepareOnPostgres } from './prepared-statements';
import type { Database } from './schema';

/** Stands for an argument while the query is compiled; each call's argument takes its place among the parameters. */
class Marker {
  constructor(readonly index: number) {}

  // Written into a string or a number, an argument would be compiled as that one value for every call.
  [Symbol.toPrimitive](): never {
    throw new Error(`compiledOnce: argument ${this.index} is used other than as a value of the query`);
  }
}

interface Compiled<R> {
  readonly query: CompiledQuery<R>;
  /** For each parameter, the argument it comes from (a marker's index), or -1 for a value the query itself holds. */
  readonly sources: readonly number[];
}

/**
 * A query of the busiest calls, built and compiled by Kysely once per dialect instead of on every call:
 * building and compiling (`freeze`, the operation-node visitors, the values parser) were 14 % of a run start's samples
 * on SQLite, more than running its statements (issue 15). `build` is called once with markers for its arguments, which
 * it must pass as values only (not to choose a table, a column or a branch); every call sends the SQL compiled then,
 * with its own arguments where the markers were.
 */
export function compiledOnce<A extends readonly unknown[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): (db: Kysely<Database>, ...args: A) => Promise<QueryResult<R>> {
  // The SQL is the same for every handle of a dialect, transactions included.
  const compiledPerDialect = new Map<DialectName, Compiled<R>>();
  return async (db, ...args) => {
    const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
    let compiled = compiledPerDialect.get(dialect);
    if (!compiled) {
      const markers = args.map((_, index) => new Marker(index)) as unknown as A;
      const query = build(db, ...markers).compile();
      if (dialect === 'postgres') prepareOnPostgres(query.sql);
      const sources = query.parameters.map((value) => (value instanceof Marker ? value.index : -1));
      const unused = markers.findIndex((_, index) => !sources.includes(index));
      if (unused !== -1) throw new Error(`compiledOnce: argument ${unused} is not a value of the query`);
      compiledPerDialect.set(dialect, (compiled = { query, sources }));
    }
    const { query, sources } = compiled;
    const parameters = sources.map((source, i) => (source === -1 ? query.parameters[i] : args[source]));
    return db.executeQuery<R>({ ...query, parameters });
  };
}

/**
 * For a query whose SQL grows with a list (a page's ids, a run's counters): one `compiledOnce` query per
 * length, made on the first call of that length. Lengths are bounded by the page sizes that ask, so few are made.
 */
export function compiledPerLength<Q>(make: (length: number) => Q): (length: number) => Q {
  const made = new Map<number, Q>();
  return (length) => {
    let query = made.get(length);
    if (!query) made.set(length, (query = make(length)));
    return query;
  };
}
