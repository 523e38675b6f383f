import Fastify from 'fastify';

/**
 * A bare Fastify route answering a small JSON document: the yardstick our endpoints are compared with, measured in
 * the same run, because absolute figures on these shared machines are noise.
 */
export async function startBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  const body = { maps: Array.from({ length: 20 }, (_, i) => ({ mapid: i + 1, name: `Map ${i + 1}`, likes: i })) };
  app.get('/baseline', async () => body);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/baseline`, close: () => app.close() };
}
