import { z } from 'zod';

/** The error body of every failed call (ARCHITECTURE.md §1). `field` names the request field when there is one. */
export const errorResponse = z.object({ error: z.string(), code: z.string(), field: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Usernames appear in URLs: letters, digits, dot, dash and underscore, 3 to 24 characters. */
export const usernameParam = z.strictObject({ username: z.string().min(1).max(64) });

export const emptyBody = z.strictObject({}).optional();
