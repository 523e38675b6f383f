/**
 * The API against a bare Fastify route, interleaved in one run (docs/performance.md). The server, the baseline and
 * autocannon each run in a process of their own. SQLite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL
 * (an empty database: the bench seeds it and leaves its rows). BENCH_ROUNDS and BENCH_SECONDS shorten a run.
 */
import { compare, report } from './compare';
import type { Target } from './autocannon';
import { startChild } from './processes';

interface TargetInfo {
  url: string;
  token: string;
  dialect: string;
  maps: number;
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

function targetsOf({ url, token }: TargetInfo): Target[] {
  const bearer = { authorization: `Bearer ${token}` };
  const signedIn = { ...bearer, 'content-type': 'application/json' };
  return [
    { name: 'GET /maps/all page 1', url: `${url}/maps/all?sort=likes&page=1` },
    { name: 'GET /maps/all page 250', url: `${url}/maps/all?sort=plays&page=250` },
    { name: 'GET /maps/all search', url: `${url}/maps/all?sort=az&search=coral` },
    { name: 'GET /user/mi_perfil/creator7', url: `${url}/user/mi_perfil/creator7` },
    { name: 'POST /quest/getQuests', url: `${url}/quest/getQuests`, method: 'POST', headers: bearer },
    {
      name: 'POST /play/play (Beach Island)',
      url: `${url}/play/play`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mapId: 1 }),
    },
    {
      name: 'POST /characters/roll (common)',
      url: `${url}/characters/roll`,
      method: 'POST',
      headers: signedIn,
      body: JSON.stringify({ bannerType: 'common' }),
    },
  ];
}

export async function benchApi(filter?: string): Promise<void> {
  const [server, baseline] = await Promise.all([
    startChild<TargetInfo>('scripts/bench/target-server.ts'),
    startChild<{ url: string }>('scripts/bench/baseline-server.ts'),
  ]);
  try {
    const targets = targetsOf(server.info).filter((target) => !filter || target.name.includes(filter));
    const results = await compare({ name: 'baseline', url: baseline.info.url }, targets, rounds, seconds);
    report(
      `API on ${server.info.dialect} with ${server.info.maps} published maps: autocannon, 50 connections, ${seconds} s, ${rounds} rounds`,
      results,
    );
  } finally {
    await Promise.all([server.stop(), baseline.stop()]);
  }
}
