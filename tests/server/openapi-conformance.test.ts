/**
 * The OpenAPI document says exactly what the server does (docs/server.md). Every operation of GET /docs/json is called
 * with what its schemas allow, the smallest request and a full one: the route's validator must take it (a 400 may
 * still come from the service's own rules, never from the schema). Then with what no schema allows: each refusal must
 * have a documented status and the project's error shape, Fastify's own refusals included. (Every other server test
 * checks its answers' statuses against the document too: helpers/documented-responses.ts.)
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb } from './helpers/app';
import { undocumentedAnswer } from './helpers/documented-responses';
import { openApiOperations, type Operation } from './helpers/openapi-document';
import { sampleOf, type JsonSchema, type SampleMode } from './helpers/openapi-samples';

/** The server's debug lines: the error handler writes one when a route's schema refuses a request. */
const logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };
const refusedBySchema = () => logLines.some((line) => line.includes('"msg":"refused by the route schema"'));

const MAX_PARAM_LENGTH = 100;
const BOUNDARY = 'openapi-conformance';

/** A multipart body of text fields (the picture is optional, and no sample bytes would be one). */
const multipart = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .filter(([name]) => name !== 'image')
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('') + `--${BOUNDARY}--\r\n`;

/** A request the operation's schemas allow: path and query parameters, and its body in its first media type. */
function validRequest(operation: Operation, mode: SampleMode, headers: Record<string, string>): InjectOptions {
  const parameter = (place: string, name: string) =>
    operation.parameters.find((p) => p.in === place && p.name === name)!.schema;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    String(sampleOf(parameter('path', name), mode)),
  );
  const query = operation.parameters
    .filter((p) => p.in === 'query' && (mode === 'all' || p.required))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sampleOf(p.schema, mode)))}`);
  const url = query.length > 0 ? `${path}?${query.join('&')}` : path;
  const [type, schema] = Object.entries(operation.body ?? {})[0] ?? [];
  if (!type) return { method: operation.method as InjectOptions['method'], url, headers };
  const body = sampleOf(schema as JsonSchema, mode) as Record<string, unknown> | null;
  if (type === 'multipart/form-data') {
    const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
    return {
      method: operation.method as InjectOptions['method'],
      url,
      headers: { ...headers, 'content-type': multipartType },
      payload: multipart(body ?? {}),
    };
  }
  return { method: operation.method as InjectOptions['method'], url, headers, payload: body ?? undefined };
}

/** Requests no schema allows, each answered by a different refusal. */
function invalidRequests(operation: Operation, headers: Record<string, string>): Array<[string, InjectOptions]> {
  const method = operation.method as InjectOptions['method'];
  const withPath = (value: string) => operation.path.replace(/\{[^}]+\}/, value).replace(/\{[^}]+\}/g, '1');
  const plain = operation.path.replace(/\{[^}]+\}/g, '1');
  const cases: Array<[string, InjectOptions]> = [['no token', { method, url: plain }]];
  if (operation.path.includes('{')) {
    cases.push(['a path component that is not UTF-8', { method, url: withPath('%E0%A4%A'), headers }]);
    cases.push([
      'a path parameter over the length limit',
      { method, url: withPath('a'.repeat(MAX_PARAM_LENGTH + 1)), headers },
    ]);
  }
  if (operation.body?.['application/json']) {
    const json = { ...headers, 'content-type': 'application/json' };
    cases.push(['malformed JSON', { method, url: plain, headers: json, payload: '{"oops": ' }]);
    cases.push([
      'a body over the limit',
      { method, url: plain, headers: json, payload: `"${'x'.repeat(1024 * 1024)}"` },
    ]);
    cases.push([
      'an XML body',
      { method, url: plain, headers: { ...headers, 'content-type': 'application/xml' }, payload: '<a/>' },
    ]);
    cases.push(['a JSON array', { method, url: plain, headers, payload: [] }]);
  }
  return cases;
}

describeEachDb(
  'the OpenAPI document and the server agree',
  (ctx) => {
    let operations: Operation[];
    let headers: Record<string, string>;
    beforeAll(async () => {
      operations = await openApiOperations(ctx().app);
      headers = (await signedInPlayer(ctx(), 'oas')).headers;
    });

    const send = async (request: InjectOptions): Promise<LightMyRequestResponse> => {
      logLines.length = 0;
      return ctx().app.inject(request);
    };

    it('documents every operation with its answers and its refusals', () => {
      expect(operations.length).toBeGreaterThan(60);
      const undocumented = operations
        .filter((operation) => !Object.keys(operation.responses).some((status) => /^[45]/.test(status)))
        .map((operation) => `${operation.method} ${operation.path}`);
      expect(undocumented).toEqual([]);
    });

    it.each(['required', 'all'] as const)('takes every request its schemas allow (%s fields)', async (mode) => {
      const refused: string[] = [];
      for (const operation of operations) {
        const request = validRequest(operation, mode, headers);
        const res = await send(request);
        if (refusedBySchema()) refused.push(`${request.method} ${request.url}: ${res.body.slice(0, 200)}`);
      }
      expect(refused).toEqual([]);
    });

    it('refuses what no schema allows with a documented status, in the project error shape', async () => {
      const wrong: string[] = [];
      for (const operation of operations) {
        for (const [name, request] of invalidRequests(operation, headers)) {
          const res = await send(request);
          const problem = undocumentedAnswer(operation, res);
          if (problem) wrong.push(`${name}: ${problem}`);
          else if (res.statusCode < 400 && name !== 'no token')
            wrong.push(`${name}: ${operation.method} ${operation.path} took it`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it.each([
      ['a path component that is not UTF-8', '/maps/%E0%A4%A/like', 400, 'MALFORMED_URL'],
      ['a path parameter over the length limit', `/maps/${'1'.repeat(MAX_PARAM_LENGTH + 1)}/like`, 414, 'URL_TOO_LONG'],
    ])("answers %s in the project's shape and the player's language", async (_, url, status, code) => {
      for (const [language, expected] of [
        ['es', /^[A-ZÁÉÍÓÚÑ¿¡]/],
        ['en', /^(The|A) /],
      ] as const) {
        const res = await send({ method: 'POST', url, headers: { 'accept-language': language } });
        expect(res.statusCode).toBe(status);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual(['code', 'error']);
        expect(body.code).toBe(code);
        expect(body.error).toMatch(expected);
      }
    });
  },
  { env: { LOG_LEVEL: 'debug' }, deps: () => ({ logStream }) },
);
