/**
 * Refusals Fastify makes outside any route answer the project's error shape too: a connection that is not HTTP or whose
 * headers are too large (clientErrorHandler), and a request that arrives while the server drains (errors plugin). The
 * router's refusals (a URL that is not UTF-8, a parameter over the length limit) are in openapi-conformance.test.ts.
 */
import Fastify from 'fastify';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../server/plugins/errors';
import { clientErrorHandler, frameworkErrors } from '../../server/plugins/framework-errors';

/** Writes `bytes` on a fresh connection and answers everything the server sends back until it closes it. */
function exchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

/** The status and JSON body of each HTTP response in `raw`, in order. */
function responses(raw: string): Array<{ status: number; body: unknown }> {
  return [
    ...raw.matchAll(/HTTP\/1\.1 (\d{3})[^\r]*\r\n(?:[^\r]+\r\n)*?content-length: (\d+)\r\n(?:[^\r]+\r\n)*\r\n/gi),
  ].map((match) => {
    const start = match.index! + match[0].length;
    return { status: Number(match[1]), body: JSON.parse(raw.slice(start, start + Number(match[2]))) };
  });
}

describe("Fastify's own refusals", () => {
  let app: ReturnType<typeof Fastify> | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function listening() {
    app = Fastify({ logger: false, frameworkErrors, clientErrorHandler });
    await app.register(errorsPlugin);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as { port: number }).port;
  }

  it.each([
    ['bytes that are not HTTP', 'NOT HTTP AT ALL\r\n\r\n', 400, 'BAD_HTTP_REQUEST'],
    [
      'headers over the limit',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
  ])("answers %s in the project's shape, in Spanish", async (_, bytes, status, code) => {
    const port = await listening();
    const [answer] = responses(await exchange(port, bytes));
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: expect.stringMatching(/^[A-Z]/), code });
  });

  it("answers a request that arrives while the server drains with 503 in the project's shape", async () => {
    const router = Fastify({ logger: false, return503OnClosing: false });
    await router.register(errorsPlugin);
    router.get('/fast', async () => ({ served: true }));
    await router.ready();
    await router.close();
    // A request the router meets once the server is closing (one already on a connection as it closes): Node's own
    // server no longer reads any, so a server of the test's own hands it to Fastify's router.
    const side = createServer((req, res) => router.routing(req, res));
    await new Promise<void>((resolve) => side.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = side.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/fast`, { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: 'The server is restarting. Try again in a moment.',
        code: 'SERVER_CLOSING',
      });
    } finally {
      await new Promise((resolve) => side.close(resolve));
    }
  });
});
