import { execFileSync } from 'node:child_process';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDb, type TestContext } from './helpers/app';
import { mailsTo, signedInPlayer } from './helpers/accounts';
import { mapThumbnailName, mapThumbnailsOf } from '../../src/contract/map-thumbnails';
import { picture, publishableMap, sendMapForm } from './helpers/creators';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

/** The operator's command, run as an operator runs it, against the test server's database. */
function moderatorCommand(ctx: TestContext, command: 'grant' | 'revoke', username: string) {
  const env = { ...process.env, DATA_DIR: ctx.config.dataDir, LOG_LEVEL: 'silent' } as Record<string, string>;
  if (ctx.config.databaseUrl) env.DATABASE_URL = ctx.config.databaseUrl;
  else delete env.DATABASE_URL;
  return execFileSync('npx', ['tsx', 'scripts/ops/moderator.ts', command, username], { env, encoding: 'utf8' });
}

describeEachDb('moderation', (ctx) => {
  const app = () => ctx().app;
  let creator: Player, reporter: Player, other: Player, firstMod: Player, secondMod: Player;
  beforeAll(async () => {
    creator = await signedInPlayer(ctx(), 'creator');
    reporter = await signedInPlayer(ctx(), 'reporter');
    other = await signedInPlayer(ctx(), 'other');
    firstMod = await signedInPlayer(ctx(), 'mod_one');
    secondMod = await signedInPlayer(ctx(), 'mod_two');
    expect(moderatorCommand(ctx(), 'grant', firstMod.username)).toContain('is now a moderator');
    moderatorCommand(ctx(), 'grant', secondMod.username.toUpperCase());
  }, 60_000);

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    app().inject(payload === undefined ? { method, url, headers } : { method, url, headers, payload });
  /** The owner's map form for `mapid`, without a picture. */
  const saveForm = (mapid: number, title: string, description: string, published: '0' | '1') =>
    sendMapForm(app(), creator.headers, { title, description, published }, [], mapid);
  let address = 0;
  const report = (mapid: number, who: Player, reason = 'hate') =>
    app().inject({
      method: 'POST',
      url: '/reports',
      headers: who.headers,
      remoteAddress: `192.0.2.${++address}`,
      payload: { targetKind: 'map', targetId: mapid, reason, text: 'No es apropiado.' },
    });
  const decide = (who: Player, mapid: number, action: string, reason = 'hate') =>
    call('POST', '/moderation/decisions', who.headers, {
      targetKind: 'map',
      targetId: mapid,
      action,
      reason,
      text: 'Incita al odio contra un grupo.',
    });
  const queue = async (who: Player) => {
    const res = await call('GET', '/moderation/queue', who.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lets only moderators read the queue and decide; the role is the operator command’s', async () => {
    const map = await publishableMap(app(), creator.headers);
    for (const [method, url, body] of [
      ['GET', '/moderation/queue', undefined],
      [
        'POST',
        '/moderation/decisions',
        { targetKind: 'map', targetId: map.mapid, action: 'hide', reason: 'hate', text: 'x' },
      ],
      ['POST', '/moderation/appeals/1/decision', { action: 'restore', reason: 'appeal_upheld', text: 'x' }],
    ] as const) {
      const visitor = await call(method, url, {}, body);
      expect(visitor.statusCode, url).toBe(401);
      const player = await call(method, url, other.headers, body);
      expect([player.statusCode, player.json().code], url).toEqual([403, 'MODERATOR_ONLY']);
    }
    expect((await call('GET', '/maps/all', {})).json().maps.some((m: { mapid: number }) => m.mapid === map.mapid)).toBe(
      true,
    );
    // Revoked, a moderator is refused at the next call; granted again, they are let in.
    moderatorCommand(ctx(), 'revoke', firstMod.username);
    expect((await call('GET', '/moderation/queue', firstMod.headers)).statusCode).toBe(403);
    moderatorCommand(ctx(), 'grant', firstMod.username);
    expect((await call('GET', '/moderation/queue', firstMod.headers)).statusCode).toBe(200);
  }, 60_000);

  it('orders the queue by reports, then age, with the content and its owner’s earlier decisions', async () => {
    const once = await publishableMap(app(), creator.headers, 'Isla una denuncia');
    const twice = await publishableMap(app(), creator.headers, 'Isla dos denuncias');
    expect((await report(once.mapid, reporter)).statusCode).toBe(201);
    expect((await report(twice.mapid, reporter, 'spam')).statusCode).toBe(201);
    expect((await report(twice.mapid, other)).statusCode).toBe(201);
    const { entries } = await queue(firstMod);
    const mine = entries.filter((entry: { targetId: number }) => [once.mapid, twice.mapid].includes(entry.targetId));
    expect(mine.map((entry: { targetId: number }) => entry.targetId)).toEqual([twice.mapid, once.mapid]);
    expect(mine[0]).toMatchObject({
      targetKind: 'map',
      reports: 2,
      reasons: ['spam', 'hate'],
      texts: ['No es apropiado.', 'No es apropiado.'],
      owner: creator.username,
      content: { title: 'Isla dos denuncias', description: 'Lista para jugar.', hidden: false },
    });
    // A dismissal closes the reports, leaves the map shown, tells the reporters and not the owner.
    const dismissed = await decide(firstMod, once.mapid, 'dismiss', 'no_violation');
    expect(dismissed.statusCode, dismissed.body).toBe(201);
    expect(dismissed.json().decision).toMatchObject({ action: 'dismiss', reports: 1, appealOf: null });
    const after = await queue(firstMod);
    expect(after.entries.some((entry: { targetId: number }) => entry.targetId === once.mapid)).toBe(false);
    expect(after.entries.find((entry: { targetId: number }) => entry.targetId === twice.mapid).history).toEqual([
      expect.objectContaining({ action: 'dismiss', targetId: once.mapid }),
    ]);
    const reporterNotices = (await call('GET', '/moderation/notices', reporter.headers)).json().notices;
    expect(reporterNotices[0]).toMatchObject({ role: 'reporter', subject: 'Isla una denuncia', canAppeal: false });
    // Closed, the report no longer stops a new one.
    expect((await report(once.mapid, reporter)).statusCode).toBe(201);
  });

  it('hides a map from every read but its owner’s; the owner is told why and appeals once; another moderator decides', async () => {
    const form = await sendMapForm(
      app(),
      creator.headers,
      { title: 'Isla del odio', description: 'Mala.', published: '0' },
      [{ data: await picture('png') }],
    );
    expect(form.statusCode, form.body).toBe(201);
    const mapid: number = form.json().mapid;
    const published = await publishableWithPicture(mapid);
    const image: string = published.mapImage;
    expect(image).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect((await report(mapid, reporter)).statusCode).toBe(201);

    const hidden = await decide(firstMod, mapid, 'hide');
    expect(hidden.statusCode, hidden.body).toBe(201);
    const hideDecision = hidden.json().decision;
    expect(hideDecision).toMatchObject({ action: 'hide', reason: 'hate', reports: 1 });
    expect((await decide(secondMod, mapid, 'hide')).json().code).toBe('DECISION_NOT_APPLICABLE');

    await expectHiddenFromOthers(mapid, 'Isla del odio', image);
    // Its owner still has it: in their maps, to play, to export; it cannot be published while hidden.
    const own = (await call('POST', '/maps', creator.headers)).json().maps;
    expect(own.some((m: { mapid: number }) => m.mapid === mapid)).toBe(true);
    expect((await call('POST', '/play/play', creator.headers, { mapId: mapid })).statusCode).toBe(200);
    expect((await call('GET', `/maps/${mapid}/export`, creator.headers)).statusCode).toBe(200);
    const republish = await saveForm(mapid, 'Isla del odio', 'Editada.', '1');
    expect([republish.statusCode, republish.json().code]).toEqual([409, 'MAP_HIDDEN']);
    const editedDraft = await saveForm(mapid, 'Isla editada', 'Editada.', '0');
    expect(editedDraft.statusCode, editedDraft.body).toBe(200);
    // Decided, its reports are closed: the queue no longer lists it.
    expect((await queue(secondMod)).entries.some((e: { targetId: number }) => e.targetId === mapid)).toBe(false);

    // The owner's notice, in the game and by mail, with the statement of reasons.
    const notices = (await call('GET', '/moderation/notices', creator.headers)).json().notices;
    expect(notices[0]).toMatchObject({ role: 'owner', subject: 'Isla del odio', canAppeal: true, appealed: false });
    expect(notices[0].decision).toMatchObject({ id: hideDecision.id, text: 'Incita al odio contra un grupo.' });
    const mail = await vi.waitFor(() => {
      const found = mailsTo(ctx().config.dataDir, creator.email).find((m) => m.subject.includes('moderación'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.body).toContain('Hemos ocultado tu mapa «Isla del odio».');
    expect(mail.body).toContain('Incita al odio contra un grupo.');
    expect(mail.body).toContain('1 denuncia(s)');
    expect(mail.body).toContain('recurrir');

    // One appeal, by the owner only.
    const appealOf = (who: Player) =>
      call('POST', '/moderation/appeals', who.headers, { decisionId: hideDecision.id, text: 'Ya lo he corregido.' });
    expect((await appealOf(other)).json().code).toBe('APPEAL_NOT_OWNER');
    const appealed = await appealOf(creator);
    expect(appealed.statusCode, appealed.body).toBe(201);
    expect([(await appealOf(creator)).statusCode, (await appealOf(creator)).json().code]).toEqual([
      409,
      'APPEAL_ALREADY_SENT',
    ]);
    const appealId: number = appealed.json().appealId;
    const pending = (await queue(firstMod)).appeals.find((a: { id: number }) => a.id === appealId);
    expect(pending).toMatchObject({ owner: creator.username, ownDecision: true, content: { hidden: true } });

    // Decided by another moderator, once.
    const restore = { action: 'restore', reason: 'fixed_by_owner', text: 'Corregido.' };
    const same = await call('POST', `/moderation/appeals/${appealId}/decision`, firstMod.headers, restore);
    expect([same.statusCode, same.json().code]).toEqual([403, 'APPEAL_SAME_MODERATOR']);
    const restored = await call('POST', `/moderation/appeals/${appealId}/decision`, secondMod.headers, restore);
    expect(restored.statusCode, restored.body).toBe(201);
    expect(restored.json().decision).toMatchObject({ action: 'restore', appealOf: hideDecision.id });
    const again = await call('POST', `/moderation/appeals/${appealId}/decision`, firstMod.headers, restore);
    expect([again.statusCode, again.json().code]).toEqual([409, 'APPEAL_ALREADY_DECIDED']);
    const browsed = (await call('GET', '/maps/all?search=editada', {})).json().maps;
    expect(browsed.map((m: { mapid: number }) => m.mapid)).toEqual([mapid]);
    expect((await app().inject({ method: 'GET', url: `/uploads/${image}` })).statusCode).toBe(200);

    // Every decision is in the audit log.
    const log = await app()
      .db.kysely.selectFrom('moderation_decisions')
      .select(['action', 'appeal_of'])
      .where('target_kind', '=', 'map')
      .where('target_id', '=', mapid)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'hide', appeal_of: null },
      { action: 'restore', appeal_of: hideDecision.id },
    ]);
  }, 30_000);

  /** Publishes the map with its picture kept, as its owner would after adding an event. */
  async function publishableWithPicture(mapid: number) {
    const event = await call('POST', '/maps/event/create', creator.headers, {
      premise: 'Llegas.',
      isChecked: false,
      mapId: mapid,
      wins: false,
      consequencesList: [{ option: 'Ganar', consequenceText: 'Ganas.', wins: true }],
    });
    expect(event.statusCode, event.body).toBeLessThan(300);
    const res = await saveForm(mapid, 'Isla del odio', 'Mala.', '1');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** No read serves the map, its items or its picture to a visitor or another player. */
  async function expectHiddenFromOthers(mapid: number, name: string, image: string) {
    for (const headers of [{}, other.headers]) {
      const listed = (await call('GET', `/maps/all?search=${encodeURIComponent(name)}`, headers)).json();
      expect(listed.maps.some((m: { mapid: number }) => m.mapid === mapid)).toBe(false);
      const profile = (await call('GET', `/user/mi_perfil/${creator.username}`, headers)).json();
      expect(profile.maps.some((m: { mapid: number }) => m.mapid === mapid)).toBe(false);
      for (const [method, url, body] of [
        ['POST', '/play/play', { mapId: mapid }],
        ['POST', '/items/getItemsByMapId', { mapId: mapid }],
        ['POST', `/maps/${mapid}/play`, undefined],
      ] as const) {
        const res = await call(method, url, headers, body);
        expect(res.statusCode, `${url} ${res.body}`).toBe(404);
      }
      expect((await app().inject({ method: 'GET', url: `/uploads/${image}`, headers })).statusCode).toBe(404);
      // Nor any of its card-sized thumbnails, nor a copy of it (remix).
      for (const thumbnail of mapThumbnailsOf(image)) {
        const url = `/uploads/thumbs/${mapThumbnailName(thumbnail.source, thumbnail.width, thumbnail.format)}`;
        expect((await app().inject({ method: 'GET', url, headers })).statusCode, url).toBe(404);
      }
    }
    expect((await call('POST', `/maps/${mapid}/remix`, other.headers)).statusCode).toBe(404);
    expect((await call('POST', `/maps/${mapid}/like`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/maps/${mapid}/export`, other.headers)).statusCode).toBe(403);
  }
});
