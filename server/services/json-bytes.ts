/**
 * Answers made of a part many requests share and a few fields of their own (a run start's map view, a profile seen by
 * several players): the shared part is checked against its contract, serialised and UTF-8 encoded once, and each
 * answer only encodes its own fields (issue 15: checking and serialising the shared part per request was most of the
 * time such calls took).
 */

/** The UTF-8 JSON of `value`; Fastify sends a buffer as it is. */
export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/**
 * The JSON object whose members are `fields` followed by those of `shared` (the bytes of a JSON object), without
 * parsing `shared` again. Both are objects, so joining their members is the JSON of the whole.
 */
export function withFields(fields: Record<string, unknown>, shared: Buffer): Buffer {
  const own = JSON.stringify(fields);
  if (own === '{}') return shared;
  if (shared.length === 2) return Buffer.from(own);
  return Buffer.concat([Buffer.from(`${own.slice(0, -1)},`), shared.subarray(1)]);
}
