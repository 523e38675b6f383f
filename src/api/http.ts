import type { AxiosInstance } from 'axios';

/**
 * The API modules' door to the one axios instance (./client.ts), which is downloaded on the first request: axios is a
 * fifth of the first page's JavaScript, and a visitor's first page makes no call at all (docs/architecture.md, "Budgets").
 * Each method has the instance's own signature and forwards to it once loaded.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

let client: Promise<AxiosInstance> | null = null;
const loadClient = () => (client ??= import('./client').then((module) => module.http));

function deferred<Name extends Method>(name: Name): AxiosInstance[Name] {
  const call = (...args: Parameters<AxiosInstance[Name]>) =>
    loadClient().then((instance) => (instance[name] as (...forwarded: typeof args) => Promise<unknown>)(...args));
  return call as AxiosInstance[Name];
}

export const http: Pick<AxiosInstance, Method> = {
  get: deferred('get'),
  post: deferred('post'),
  put: deferred('put'),
  patch: deferred('patch'),
  delete: deferred('delete'),
};
