/** Building blocks for tables of bad requests: each case says what is wrong and the answer it must get. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface BadCase {
  name: string;
  request: InjectOptions;
  status: number;
  code?: string;
}

const BODY_LIMIT = 1024 * 1024;

/**
 * Bodies that are wrong whatever the call: missing, not an object, unreadable, too large, another media type. The
 * base request's headers (a token) stay on every case; a case only sets its content type.
 */
export function malformedBodies(base: InjectOptions, valid: object): BadCase[] {
  const withType = (type: string) => ({
    ...(base.headers as Record<string, string> | undefined),
    'content-type': type,
  });
  return [
    { name: 'no body', request: base, status: 400 },
    { name: 'a JSON array', request: { ...base, payload: [valid] }, status: 400 },
    { name: 'an extra field', request: { ...base, payload: { ...valid, isAdmin: true } }, status: 400 },
    {
      name: 'malformed JSON',
      request: { ...base, headers: withType('application/json'), payload: '{"oops": ' },
      status: 400,
      code: 'MALFORMED_JSON',
    },
    {
      name: 'a body over the limit',
      request: {
        ...base,
        headers: withType('application/json'),
        payload: JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT) }),
      },
      status: 413,
      code: 'BODY_TOO_LARGE',
    },
    {
      name: 'a text/plain body',
      request: { ...base, headers: withType('text/plain'), payload: 'hello' },
      status: 400,
    },
    {
      name: 'an XML body',
      request: { ...base, headers: withType('application/xml'), payload: '<a/>' },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
  ];
}

/** Tokens a call that reads them must refuse with 401 TOKEN_INVALID. */
export function badTokens(base: InjectOptions): BadCase[] {
  return [
    ['an oversized token', `Bearer ${'x'.repeat(5000)}`],
    ['a token that is not a JWT', 'Bearer not-a-token'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ].map(([name, authorization]) => ({
    name,
    request: { ...base, headers: { ...base.headers, authorization } },
    status: 401,
    code: 'TOKEN_INVALID',
  }));
}

/** The answer is the expected 4xx with the error body of every failure: a message, a code, at most a field. */
export function expectRefusal(res: LightMyRequestResponse, badCase: BadCase, label: string): void {
  const where = `${label} with ${badCase.name}: ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBe(badCase.status);
  const { error, code, ...rest } = res.json();
  expect(typeof error === 'string' && error.length > 5, where).toBe(true);
  expect(code, where).toBe(badCase.code ?? code);
  expect(
    Object.keys(rest).filter((key) => key !== 'field'),
    where,
  ).toEqual([]);
}
