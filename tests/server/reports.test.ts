import { beforeAll, expect, it } from 'vitest';
import { REPORTS_PER_ACCOUNT_PER_HOUR, REPORTS_PER_ADDRESS_PER_15_MIN } from '@src/core/moderation';
import { describeEachDb } from './helpers/app';
import { googleOnlyPlayer, signedInPlayer } from './helpers/accounts';
import { createMap, publishableMap } from './helpers/creators';

describeEachDb('reports', (ctx) => {
  const app = () => ctx().app;
  let creator: Awaited<ReturnType<typeof signedInPlayer>>;
  let reporter: Awaited<ReturnType<typeof signedInPlayer>>;
  beforeAll(async () => {
    creator = await signedInPlayer(ctx(), 'creator');
    reporter = await signedInPlayer(ctx(), 'reporter');
  });
  let address = 0;
  /** Each test reports from addresses of its own, so the per-address limit is met only where it is tested. */
  const nextAddress = () => `198.51.100.${++address}`;
  const report = (body: Record<string, unknown>, headers: Record<string, string>, remoteAddress = nextAddress()) =>
    app().inject({ method: 'POST', url: '/reports', payload: body, headers, remoteAddress });
  const mapReport = (mapid: number) => ({
    targetKind: 'map',
    targetId: mapid,
    reason: 'hate',
    text: 'Insulta a todos.',
  });

  it('takes a signed-in player report of a published map and acknowledges it', async () => {
    const map = await publishableMap(app(), creator.headers);
    const res = await report(mapReport(map.mapid), { ...reporter.headers, 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: expect.stringContaining('received your report'),
      reportId: expect.any(Number),
    });
    const stored = await app()
      .db.kysely.selectFrom('reports')
      .selectAll()
      .where('id', '=', res.json().reportId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ target_kind: 'map', target_id: map.mapid, reason: 'hate', closed_at: null });
  });

  it('keeps one open report per reporter and target', async () => {
    const map = await publishableMap(app(), creator.headers);
    expect((await report(mapReport(map.mapid), reporter.headers)).statusCode).toBe(201);
    const again = await report({ ...mapReport(map.mapid), reason: 'spam' }, reporter.headers);
    expect([again.statusCode, again.json().code]).toEqual([409, 'REPORT_ALREADY_OPEN']);
    // Two at once: the unique index lets one in.
    const other = await signedInPlayer(ctx(), 'twin');
    const both = await Promise.all([
      report(mapReport(map.mapid), other.headers),
      report(mapReport(map.mapid), other.headers),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('asks visitors to sign in', async () => {
    const map = await publishableMap(app(), creator.headers);
    const res = await report(mapReport(map.mapid), {});
    expect([res.statusCode, res.json().code]).toEqual([401, 'REPORT_SIGN_IN']);
    expect(res.json().error).toMatch(/Inicia sesión/);
  });

  it('refuses own content, unseen content, and bad reasons', async () => {
    const published = await publishableMap(app(), creator.headers);
    const own = await report(mapReport(published.mapid), creator.headers);
    expect([own.statusCode, own.json().code]).toEqual([400, 'CANNOT_REPORT_OWN']);
    const draft = await createMap(app(), creator.headers);
    for (const mapid of [draft.mapid, 1, 987_654]) {
      const res = await report(mapReport(mapid), reporter.headers);
      expect([res.statusCode, res.json().code], String(mapid)).toEqual([404, 'REPORT_TARGET_NOT_FOUND']);
    }
    for (const body of [
      { ...mapReport(published.mapid), reason: 'boring' },
      { ...mapReport(published.mapid), targetKind: 'comment' },
      { ...mapReport(published.mapid), text: '   ' },
      { ...mapReport(published.mapid), text: 'x'.repeat(1001) },
    ]) {
      expect((await report(body, reporter.headers)).statusCode).toBe(400);
    }
  });

  it('tells the play screen whether the map may be reported: a community map, by anyone but its creator', async () => {
    const map = await publishableMap(app(), creator.headers);
    const play = (mapId: number, headers: Record<string, string>) =>
      app().inject({ method: 'POST', url: '/play/play', headers, payload: { mapId }, remoteAddress: nextAddress() });
    const reportable = async (mapId: number, headers: Record<string, string>) => {
      const res = await play(mapId, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await reportable(map.mapid, reporter.headers)).reportable).toBe(true);
    expect((await reportable(map.mapid, {})).reportable).toBe(true);
    expect((await reportable(map.mapid, creator.headers)).reportable).toBe(false);
    expect((await reportable(1, reporter.headers)).reportable).toBe(false);
    // A resumed run says the same as its start.
    const { gameHash } = await reportable(map.mapid, reporter.headers);
    const resumed = await app().inject({ method: 'GET', url: `/play/runs/${gameHash}`, headers: reporter.headers });
    expect([resumed.statusCode, resumed.json().reportable]).toEqual([200, true]);
  });

  it('reports profile fields by the user id', async () => {
    const target = await googleOnlyPlayer(ctx(), 'NombreFeo');
    for (const targetKind of ['user_name', 'user_picture', 'user_banner']) {
      const res = await report(
        { targetKind, targetId: target.id, reason: 'other', text: 'Mira esto.' },
        reporter.headers,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('limits reports per account', async () => {
    const busy = await signedInPlayer(ctx(), 'busy');
    const targets = await Promise.all(
      Array.from({ length: REPORTS_PER_ACCOUNT_PER_HOUR + 1 }, (_, i) => googleOnlyPlayer(ctx(), `target_${i}`)),
    );
    const codes = [];
    for (const target of targets) {
      const res = await report(
        { targetKind: 'user_name', targetId: target.id, reason: 'spam', text: 'Spam.' },
        busy.headers,
      );
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(REPORTS_PER_ACCOUNT_PER_HOUR).fill(201), 429]);
  });

  it('limits reports per address, whoever sends them', async () => {
    const shared = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i <= REPORTS_PER_ADDRESS_PER_15_MIN; i++) {
      // Invalid bodies count too: the address's allowance is taken before anything is read.
      statuses.push(
        (await report({ targetKind: 'map' }, i % 2 ? reporter.headers : creator.headers, shared)).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
