/**
 * The server's OpenAPI document (GET /docs/json, served outside production) as a list of operations, and what a test
 * asks of it: which operation a request reaches, and whether a status it answered is documented.
 */
import type { App } from '../../../server/app';
import type { JsonSchema } from './openapi-samples';

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path as the document writes it, `/maps/{id}/like`. */
  path: string;
  parameters: Parameter[];
  /** The body's schema per media type, when the operation takes one. */
  body?: Record<string, JsonSchema>;
  /** Documented statuses, exact (`200`) or ranges (`4XX`), with their JSON body's schema when they have one. */
  responses: Record<string, JsonSchema | undefined>;
  matches: (method: string, path: string) => boolean;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
      }
    >
  >;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every operation of the document `app` serves; none when it serves none (production). */
export async function openApiOperations(app: Pick<App, 'inject'>): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  if (res.statusCode === 404) return [];
  if (res.statusCode !== 200) throw new Error(`no OpenAPI document: ${res.statusCode}`);
  const document = res.json<Document>();
  return Object.entries(document.paths).flatMap(([path, methods]) => {
    const pattern = new RegExp(
      `^${path
        .split(/\{[^}]+\}/)
        .map(escapeRegExp)
        .join('[^/]+')}$`,
    );
    return Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody
        ? Object.fromEntries(Object.entries(operation.requestBody.content).map(([type, { schema }]) => [type, schema]))
        : undefined,
      responses: Object.fromEntries(
        Object.entries(operation.responses).map(([status, { content }]) => [
          status,
          content?.['application/json']?.schema,
        ]),
      ),
      matches: (requestMethod: string, requestPath: string) =>
        requestMethod.toUpperCase() === method.toUpperCase() && pattern.test(requestPath),
    }));
  });
}

/** The operation a request reaches, if the document has it (the app's pages and files are not in it). */
export function operationAt(operations: Operation[], method: string, url: string): Operation | undefined {
  const path = url.split('?')[0];
  // A literal path wins over a template (`/maps/all` over `/maps/{id}`), as in the router.
  const candidates = operations.filter((operation) => operation.matches(method, path));
  return candidates.find((operation) => operation.path === path) ?? candidates[0];
}

/** The documented response a status falls under, exact or by range (`4XX`), or undefined when there is none. */
export function documentedStatus(operation: Operation, status: number): string | undefined {
  return [String(status), `${String(status)[0]}XX`].find((key) => Object.hasOwn(operation.responses, key));
}
