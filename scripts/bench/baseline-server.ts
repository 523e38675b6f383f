/**
 * The yardstick, in a process of its own: a bare Fastify route answering a small JSON document. Our endpoints are
 * reported as ratios to it, measured in the same run, because absolute figures on these shared machines are noise.
 */
import Fastify from 'fastify';
import { ready } from './processes';

const app = Fastify({ logger: false });
const body = { maps: Array.from({ length: 20 }, (_, i) => ({ mapid: i + 1, name: `Map ${i + 1}`, likes: i })) };
app.get('/baseline', async () => body);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
ready({ url: `${url}/baseline` });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
