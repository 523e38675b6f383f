import { expect, it } from 'vitest';
import { describeEachDb } from './helpers/app';
describeEachDb('openapi', (ctx) => {
  it('documents', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const doc = res.json();
    console.log(Object.keys(doc.paths).filter((p: string) => p.startsWith('/maps') || p.startsWith('/items')).join('\n'));
    console.log(JSON.stringify(doc.paths['/maps/{mapid}/edit'] ?? doc.paths['/maps/maps/{mapid}']).slice(0, 800));
  });
});
