import { deflateEnding, gzipJoined, type DeflatedEnding } from './gzip-join';

/**
 * Answers made of a part many requests share and a few fields of their own (a run start's map view, a profile seen by
 * several players): the shared part is checked against its contract, serialised and UTF-8 encoded once (and deflated
 * once, for the answers sent gzipped), and each answer only encodes its own fields (issue 15: checking and serialising
 * the shared part per request was most of the time such calls took).
 */

/** The UTF-8 JSON of `value`; Fastify sends a buffer as it is. */
export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/** The JSON of an object many answers share, and its members deflated (on first use) for gzipped answers. */
export class SharedJson {
  private deflated: DeflatedEnding | undefined;

  constructor(readonly json: Buffer) {}

  /** What follows an answer's own fields: the shared members and the closing brace. */
  get ending(): Buffer {
    return this.json.subarray(1);
  }

  get deflatedEnding(): DeflatedEnding {
    return (this.deflated ??= deflateEnding(this.ending));
  }
}

/** An answer: its own fields first, then the members of a shared object. */
export interface JoinedJson {
  readonly fields: Record<string, unknown>;
  readonly shared: SharedJson;
}

/** The answer up to the shared members: `{`, its own members and, when both have some, a comma. */
function beginningOf({ fields, shared }: JoinedJson): Buffer {
  const own = JSON.stringify(fields).slice(1, -1);
  const separator = own !== '' && shared.json.length > 2 ? ',' : '';
  return Buffer.from(`{${own}${separator}`);
}

/** The answer's UTF-8 JSON, without parsing the shared part again. */
export function joinedBytes(answer: JoinedJson): Buffer {
  return Buffer.concat([beginningOf(answer), answer.shared.ending]);
}

/** The answer's JSON gzipped, the shared part's compression done once (lib/gzip-join.ts). */
export function joinedGzip(answer: JoinedJson): Buffer {
  return gzipJoined(beginningOf(answer), answer.shared.deflatedEnding);
}
