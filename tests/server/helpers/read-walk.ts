/**
 * Every read the OpenAPI document lists, as requests to send (issue 29: hidden content leaks through no read). The GET
 * operations come from the document, so a new one is walked without touching a test; their parameters are filled by
 * name from a table the test gives, and a parameter the table does not know is reported, never skipped.
 */
import type { Operation } from './openapi-document';

export interface Read {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

export interface ReadFillers {
  /** Values for a path parameter, by its name in the document (`{mapId}`). */
  path: Record<string, readonly (string | number)[]>;
  /** Values for a query parameter, by name; one with an enum in its schema is filled with each of its values. */
  query: Record<string, readonly (string | number)[]>;
}

const key = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** The paths of `template` with every combination of its parameters' values; `missing` gets the unknown names. */
function filledPaths(template: string, fillers: ReadFillers, missing: string[]): string[] {
  let paths = [template];
  for (const [, name] of template.matchAll(/\{([^}]+)\}/g)) {
    const values = fillers.path[name];
    if (!values) missing.push(`path parameter {${name}}`);
    paths = paths.flatMap((path) =>
      (values ?? []).map((value) => path.replace(`{${name}}`, encodeURIComponent(String(value)))),
    );
  }
  return paths;
}

/** The query strings to try: none, each parameter alone with each of its values, and all of them at once. */
function queryStrings(operation: Operation, fillers: ReadFillers, missing: string[]): string[] {
  const choices = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => {
      const values = fillers.query[parameter.name] ?? (parameter.schema.enum?.filter((value) => value !== null) as []);
      if (!values) missing.push(`query parameter ${parameter.name}`);
      return (values ?? []).map((value) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(value)}`);
    })
    .filter((pairs) => pairs.length > 0);
  if (choices.length === 0) return [''];
  return ['', ...choices.flat().map((pair) => `?${pair}`), `?${choices.map((pairs) => pairs[0]).join('&')}`];
}

/**
 * The requests that walk every GET operation of the document, and the operations a filler is missing for (the test
 * fails on those, so nobody adds a read without saying how to reach the hidden content through it).
 */
export function documentedReads(operations: Operation[], fillers: ReadFillers): { reads: Read[]; unfilled: string[] } {
  const reads: Read[] = [];
  const unfilled: string[] = [];
  for (const operation of operations.filter((candidate) => candidate.method === 'GET')) {
    const missing: string[] = [];
    const paths = filledPaths(operation.path, fillers, missing);
    const queries = queryStrings(operation, fillers, missing);
    if (missing.length > 0) unfilled.push(`${key(operation)}: no filler for ${missing.join(', ')}`);
    for (const path of paths) for (const query of queries) reads.push({ method: 'GET', url: path + query });
  }
  return { reads, unfilled };
}

/** The operations of `listed` (`POST /items/getItems`…) the document does not have: a stale table. */
export const notInDocument = (operations: Operation[], listed: Iterable<string>) =>
  [...new Set(listed)].filter((entry) => !operations.some((operation) => key(operation) === entry));
