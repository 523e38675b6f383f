import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { defaultBanner, defaultProfilePicture } from '../../server/content/cosmetics';
import { writeStatement } from '../../server/db/concurrency';
import type { Database } from '../../server/db/schema';
import { deleteMap } from '../../server/repositories/maps';
import { insertReport, openTargets } from '../../server/repositories/moderation/reports';
import { deleteUser, insertUser } from '../../server/repositories/users';
import { decide } from '../../server/services/moderation/decide';
import { moderationQueue, TEXTS_PER_TARGET } from '../../server/services/moderation/queue';
import type { ReportReason } from '../../src/core/moderation';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { publishableMap } from './helpers/creators';
import { userIdOf } from './helpers/play-maps';

/**
 * The queue's tally of open reports per target (`report_targets`, migration 0027) is kept by triggers on `reports`:
 * after every scenario it must equal a GROUP BY of the open reports, whatever opened, closed or deleted them.
 */
describeEachDb('moderation queue tally', (ctx) => {
  const db = () => ctx().app.db.kysely;
  let accounts = 0;
  const newUser = async () =>
    (
      await insertUser(db(), {
        username: `tally_${++accounts}`,
        email: `tally_${accounts}@example.com`,
        profile_image: defaultProfilePicture,
        banner: defaultBanner,
      })
    ).id;
  /** A published map of a new owner (signed in, so the map is made through the editor's calls). */
  const ownedMap = async (title: string) => {
    const owner = await signedInPlayer(ctx(), 'tally-owner');
    const map = await publishableMap(ctx().app, owner.headers, title);
    return { mapid: map.mapid, ownerId: await userIdOf(ctx(), owner.username) };
  };
  const at = (minute: number) => `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`;
  /** A report as POST /reports stores it, at a given time (minutes past a fixed hour, so the order is known). */
  const reportRow = (
    target: { mapid: number; ownerId: number },
    reporterId: number,
    minute: number,
    reason: ReportReason = 'spam',
  ) => ({
    reporter_id: reporterId,
    target_kind: 'map' as const,
    target_id: target.mapid,
    owner_id: target.ownerId,
    reason,
    text: `Denuncia del minuto ${minute}.`,
    created_at: at(minute),
  });
  const report = (
    target: { mapid: number; ownerId: number },
    reporterId: number,
    minute: number,
    reason?: ReportReason,
  ) => writeStatement(db(), (w) => insertReport(w, reportRow(target, reporterId, minute, reason)));
  const dismiss = (moderatorId: number, mapid: number) =>
    decide(db(), moderatorId, {
      targetKind: 'map',
      targetId: mapid,
      action: 'dismiss',
      reason: 'no_violation',
      text: 'x',
    });
  /** The queue's rows of these maps, in queue order. */
  const queued = async (...mapids: number[]) =>
    (await openTargets(db(), 1000))
      .filter((row) => mapids.includes(row.target_id))
      .map((row) => [row.target_id, row.reports, row.first_reported_at]);

  it('orders the queue by open reports, then the oldest, and starts a target afresh after a decision', async () => {
    const [once, twiceOld, twiceNew] = await Promise.all(['Una', 'Dos antigua', 'Dos nueva'].map(ownedMap));
    const [r1, r2, moderator] = [await newUser(), await newUser(), await newUser()];
    await report(once, r1, 1);
    await report(twiceNew, r1, 3);
    await report(twiceOld, r1, 2);
    await report(twiceNew, r2, 4);
    await report(twiceOld, r2, 5);
    expect(await queued(once.mapid, twiceOld.mapid, twiceNew.mapid)).toEqual([
      [twiceOld.mapid, 2, at(2)],
      [twiceNew.mapid, 2, at(3)],
      [once.mapid, 1, at(1)],
    ]);
    await expectTallyExact(db());

    expect((await dismiss(moderator, twiceOld.mapid)).reports).toBe(2);
    expect(await queued(once.mapid, twiceOld.mapid, twiceNew.mapid)).toEqual([
      [twiceNew.mapid, 2, at(3)],
      [once.mapid, 1, at(1)],
    ]);
    await expectTallyExact(db());
    // Reported again after the decision: its wait starts at the new report, not at the closed ones.
    await report(twiceOld, r1, 9);
    expect(await queued(once.mapid, twiceOld.mapid)).toEqual([
      [once.mapid, 1, at(1)],
      [twiceOld.mapid, 1, at(9)],
    ]);
    await expectTallyExact(db());
  });

  it('shows a target’s reasons, the most given first, and the texts of its oldest open reports', async () => {
    const target = await ownedMap('Página de la cola');
    const moderator = await newUser();
    const given: [number, ReportReason][] = [
      [6, 'spam'],
      [2, 'hate'],
      [7, 'violence'],
      [1, 'spam'],
      [5, 'other'],
      [3, 'spam'],
      [4, 'hate'],
    ];
    for (const [minute, reason] of given) await report(target, await newUser(), minute, reason);
    const { entries } = await moderationQueue(db(), moderator);
    const entry = entries.find((queued) => queued.targetId === target.mapid);
    expect(entry).toMatchObject({ reports: 7, reasons: ['spam', 'hate', 'other', 'violence'] });
    const oldest = Array.from({ length: TEXTS_PER_TARGET }, (_, index) => `Denuncia del minuto ${index + 1}.`);
    expect(TEXTS_PER_TARGET).toBeLessThan(given.length);
    expect(entry?.texts).toEqual(oldest);
  });

  it('counts 20 reports of one target made at once, and a decision racing new reports', async () => {
    const target = await ownedMap('Muy denunciada');
    const reporters = await Promise.all(Array.from({ length: 25 }, newUser));
    await Promise.all(reporters.slice(0, 20).map((reporterId, n) => report(target, reporterId, 10 + n)));
    expect(await queued(target.mapid)).toEqual([[target.mapid, 20, at(10)]]);
    await expectTallyExact(db());

    const moderator = await newUser();
    const [decision] = await Promise.all([
      dismiss(moderator, target.mapid),
      ...reporters.slice(20).map((reporterId, n) => report(target, reporterId, 40 + n)),
    ]);
    // However the race went, the reports the decision did not close (some of the 5 new ones) are the target's tally.
    expect(decision.reports).toBeGreaterThanOrEqual(20);
    const left = 25 - decision.reports;
    expect((await queued(target.mapid)).map(([, reports]) => reports)).toEqual(left === 0 ? [] : [left]);
    await expectTallyExact(db());
  });

  it('stays exact when decisions, new reports and deleted reporters race on the same targets', async () => {
    const targets = await Promise.all(['E1', 'E2', 'E3', 'E4'].map(ownedMap));
    const reporters = await Promise.all(Array.from({ length: 12 }, newUser));
    const moderator = await newUser();
    await Promise.all(targets.flatMap((t) => reporters.slice(0, 8).map((reporterId, n) => report(t, reporterId, n))));
    await Promise.all([
      ...targets.map((t) => dismiss(moderator, t.mapid)),
      ...targets.flatMap((t) => reporters.slice(8).map((reporterId, n) => report(t, reporterId, 20 + n))),
      ...reporters.slice(6, 9).map((reporterId) => deleteUser(db(), reporterId)),
    ]);
    await expectTallyExact(db());
  });

  it('reads the oldest open report again only after a report opened at the same time is committed', async () => {
    if (ctx().dialect !== 'postgres') return; // SQLite runs one writer at a time: nothing to interleave.
    const target = await ownedMap('Carrera');
    const [first, second] = [await newUser(), await newUser()];
    await report(target, first, 1);
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const opening = db()
      .transaction()
      .execute(async (trx) => {
        await insertReport(trx, reportRow(target, second, 2));
        inserted();
        await committing;
      });
    await insertedYet;
    // The closing statement does not see the uncommitted report; its trigger waits for the tally row, then must.
    const closing = db()
      .updateTable('reports')
      .set({ closed_at: at(3) })
      .where('target_kind', '=', 'map')
      .where('target_id', '=', target.mapid)
      .where('closed_at', 'is', null)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 200));
    commit();
    await Promise.all([opening, closing]);
    expect(await queued(target.mapid)).toEqual([[target.mapid, 1, at(2)]]);
    await expectTallyExact(db());
  });

  it('forgets the reports of a deleted reporter or owner, and closes those of a deleted map and its items', async () => {
    const [first, second, ownerGone, mapGone] = await Promise.all(['A', 'B', 'C', 'D'].map(ownedMap));
    const [leaving, staying] = [await newUser(), await newUser()];
    await report(first, leaving, 1);
    await report(first, staying, 2);
    await report(second, leaving, 3);
    await report(ownerGone, staying, 4);
    await report(mapGone, staying, 5);
    await report(mapGone, leaving, 6);

    await deleteUser(db(), leaving);
    // The deleted account's report was the oldest of `first`: the wait is the next one's.
    expect(await queued(first.mapid, second.mapid)).toEqual([[first.mapid, 1, at(2)]]);
    await expectTallyExact(db());

    await deleteUser(db(), ownerGone.ownerId);
    expect(await queued(ownerGone.mapid)).toEqual([]);
    await expectTallyExact(db());

    // Nothing can be decided about what is gone: its reports close with it, and its items' (deleted by cascade) too.
    const item = await db()
      .insertInto('objects')
      .values({
        owner_id: mapGone.ownerId,
        mapid: mapGone.mapid,
        name: 'Concha',
        description: '',
        image: 'c.webp',
        created_at: at(0),
      })
      .returning('objectid')
      .executeTakeFirstOrThrow();
    await writeStatement(db(), (w) =>
      insertReport(w, { ...reportRow(mapGone, staying, 7), target_kind: 'item_picture', target_id: item.objectid }),
    );
    await deleteMap(db(), mapGone.mapid);
    expect(await queued(mapGone.mapid, item.objectid)).toEqual([]);
    const closed = await db()
      .selectFrom('reports')
      .select(['target_kind', 'closed_at', 'decision_id'])
      .where('owner_id', '=', mapGone.ownerId)
      .execute();
    // The deleted reporter's went with their account.
    expect(closed).toHaveLength(2);
    for (const row of closed)
      expect(row).toMatchObject({ closed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/), decision_id: null });
    await expectTallyExact(db());
  });
});

/** The tally's rows with open reports are exactly the targets of open reports, with their count and oldest time. */
async function expectTallyExact(db: Kysely<Database>) {
  const tally = await db
    .selectFrom('report_targets')
    .select(['target_kind', 'target_id', 'open_reports', 'first_open_at'])
    .where('open_reports', '>', 0)
    .orderBy('target_kind')
    .orderBy('target_id')
    .execute();
  const grouped = await db
    .selectFrom('reports')
    .select((eb) => [
      'target_kind',
      'target_id',
      eb.fn.countAll<number | string>().as('open_reports'),
      eb.fn.min('created_at').as('first_open_at'),
    ])
    .where('closed_at', 'is', null)
    .groupBy(['target_kind', 'target_id'])
    .orderBy('target_kind')
    .orderBy('target_id')
    .execute();
  expect(tally).toEqual(grouped.map((row) => ({ ...row, open_reports: Number(row.open_reports) })));
  const negative = await db.selectFrom('report_targets').select('target_id').where('open_reports', '<', 0).execute();
  expect(negative).toEqual([]);
}
