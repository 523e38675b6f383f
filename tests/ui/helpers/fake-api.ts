import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { afterEach, expect } from 'vitest';
import { http } from '@src/api/client';

/** One call the app made, as the server would see it. */
export interface SeenRequest {
  method: string;
  url: string;
  /** The query string's values. */
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Route = Reply | ((request: SeenRequest) => Reply | Promise<Reply>);

const realAdapter = http.defaults.adapter;
let unexpected: string[] = [];

afterEach(() => {
  http.defaults.adapter = realAdapter;
  const leftovers = unexpected;
  unexpected = [];
  expect(leftovers, 'requests no test route answered').toEqual([]);
});

/**
 * Answers the app's HTTP calls at the axios adapter level (the real client, interceptors and error handling all run).
 * Routes are keyed "METHOD /path"; a call without a route fails the test.
 */
export function fakeApi(routes: Record<string, Route>) {
  const requests: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const params = (config.params ?? {}) as Record<string, unknown>;
    const request: SeenRequest = {
      method,
      url,
      params,
      body,
      headers: AxiosHeaders.from(config.headers).toJSON() as Record<string, string>,
    };
    requests.push(request);
    const route = routes[`${method} ${url}`];
    if (!route) {
      unexpected.push(`${method} ${url}`);
      throw new AxiosError(`No fake route for ${method} ${url}`, AxiosError.ERR_NETWORK, config);
    }
    const reply = typeof route === 'function' ? await route(request) : route;
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  http.defaults.adapter = adapter;
  return { requests };
}

/** The server's error body (docs/architecture.md, "Runtime contracts"). */
export function failure(status: number, code: string, error: string, field?: string): Reply {
  return { status, body: field ? { error, code, field } : { error, code } };
}
