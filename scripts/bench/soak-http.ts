/**
 * The soak generator's HTTP client: one call of the real API as a browser from `ip` makes it (behind the proxy the
 * soaked server trusts), counted by status. A 4xx is a refusal the traffic sometimes asks for (a wrong password, a
 * duplicate purchase); a 5xx or a failed connection is a failure the report shows.
 */

export interface TrafficCounts {
  requests: number;
  ok: number;
  refused: number;
  failed: number;
  /** Failures by route and cause, so a report can say which call broke. */
  failures: Record<string, number>;
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  token?: string;
  ip: string;
  lang?: 'es' | 'en';
}

export interface Answer {
  status: number;
  // The API's answers are checked by the calls that read them, not here: this client only counts.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const TIMEOUT_MS = 30_000;

export function createSoakHttp(baseUrl: string) {
  const counts: TrafficCounts = { requests: 0, ok: 0, refused: 0, failed: 0, failures: {} };
  const fail = (route: string, cause: string) => {
    counts.failed++;
    const key = `${route} ${cause}`;
    counts.failures[key] = (counts.failures[key] ?? 0) + 1;
  };

  /** `route` names the call in the counts (a path template, without ids). */
  async function call(route: string, path: string, options: Call): Promise<Answer> {
    const headers: Record<string, string> = {
      'x-forwarded-for': options.ip,
      'accept-language': options.lang ?? 'es',
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined = options.form;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    counts.requests++;
    try {
      const response = await fetch(baseUrl + path, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.status >= 500) fail(route, String(response.status));
      else if (response.status >= 400) counts.refused++;
      else counts.ok++;
      return {
        status: response.status,
        body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      };
    } catch (error) {
      fail(route, error instanceof Error ? error.name : 'error');
      return { status: 0, body: undefined };
    }
  }

  return { call, counts };
}

export type SoakHttp = ReturnType<typeof createSoakHttp>;
