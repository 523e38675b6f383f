import { z } from 'zod';
import { errorResponses } from '@src/contract/common';

/**
 * What the sandbox's TEST pages answer, for their routes' `response` maps and so the OpenAPI document: an HTML page, a
 * 303 to the next page, or the project's error body (an unknown session, nothing to refund or dispute).
 */
const htmlPage = z
  .string()
  .meta({ description: 'The TEST checkout page', content: { 'text/html': { schema: { type: 'string' } } } });
// No body (z.undefined is what the OpenAPI document writes as a response without content).
const seeOther = z.undefined().describe('See Other: the next page is in Location');

export const sandboxPageResponses = { 200: htmlPage, ...errorResponses } as const;
export const sandboxRedirectResponses = { 303: seeOther, ...errorResponses } as const;
