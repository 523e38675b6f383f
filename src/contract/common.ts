import { z } from 'zod';
import { text } from './text';

/** The error body of every failed call (docs/architecture.md, "Runtime contracts"). `field` names the request field when there is one. */
export const errorResponse = z.object({ error: z.string(), code: z.string(), field: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponse>;
/** Response schemas of every failure, for a route's `response` map (and the OpenAPI document). */
export const errorResponses = { '4xx': errorResponse, '5xx': errorResponse } as const;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Usernames appear in URLs: letters, digits, dot, dash and underscore, 3 to 24 characters. */
export const usernameParam = z.strictObject({ username: text().min(1).max(64) });

/**
 * "At least one of these fields", as the OpenAPI document writes it: a refinement that asks for one of them is
 * invisible to JSON Schema, so the object states the same rule in its metadata (`.meta(anyOfRequired(...))`).
 */
export const anyOfRequired = (...fields: string[]) => ({ anyOf: fields.map((field) => ({ required: [field] })) });

/** A call that takes no body: nothing (Fastify hands the validator null), or an empty JSON object. */
export const emptyBody = z.strictObject({}).nullish();

/**
 * Headers the API reads; every other header passes through untouched. The token's format is checked by the server's
 * auth step (401), not here, so a malformed token and a missing one answer like the spec expects.
 */
export const apiHeaders = z.looseObject({
  authorization: text().max(4096).optional(),
  'accept-language': text().max(512).optional(),
});
