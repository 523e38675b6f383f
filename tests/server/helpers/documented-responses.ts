/**
 * Every answer a server test gets from an operation of the OpenAPI document must be one the document lists: its status
 * (exact or by range), and for a refusal the project's error shape `{ error, code }` with only the fields the document
 * gives that status. `app.inject` checks each answer it returns, so every server test checks the document as it goes.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../../server/app';
import { documentedStatus, openApiOperations, operationAt, type Operation } from './openapi-document';

/** What is wrong with `res` as an answer of `operation`, or undefined when the document says it. */
export function undocumentedAnswer(operation: Operation, res: LightMyRequestResponse): string | undefined {
  const where = `${operation.method} ${operation.path} answered ${res.statusCode}`;
  const status = documentedStatus(operation, res.statusCode);
  if (!status) return `${where}, a status its OpenAPI document does not list (${Object.keys(operation.responses)})`;
  if (res.statusCode < 400) return undefined;
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return `${where} with a body that is not JSON: ${res.body.slice(0, 100)}`;
  }
  const allowed = new Set(Object.keys(operation.responses[status]?.properties ?? { error: 0, code: 0 }));
  const extra = Object.keys(body).filter((key) => !allowed.has(key));
  if (typeof body.error !== 'string' || typeof body.code !== 'string' || extra.length > 0) {
    return `${where} with a body that is not the project's error shape: ${res.body.slice(0, 200)}`;
  }
  return undefined;
}

/** The path a request goes to, whichever way its options name it. */
function pathOf(options: InjectOptions): string {
  const url = options.url ?? options.path ?? '/';
  return typeof url === 'string' ? url : (url.pathname ?? '/');
}

/**
 * Makes `app.inject` (its promise form) throw when an answer is not documented. The document is read first, so its
 * request is not among a test's log lines.
 */
export async function checkAnswersAgainstDocument(app: App): Promise<void> {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const untouched = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const operations = await openApiOperations({ inject } as Pick<App, 'inject'>);
  const checked = async (options: InjectOptions | string) => {
    const res = await inject(options);
    const request: InjectOptions = typeof options === 'string' ? { url: options } : options;
    const operation = operationAt(operations, String(request.method ?? 'GET'), pathOf(request));
    const problem = operation && undocumentedAnswer(operation, res);
    if (problem) throw new Error(problem);
    return res;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined ? untouched(options, callback) : checked(options)) as App['inject'];
}
