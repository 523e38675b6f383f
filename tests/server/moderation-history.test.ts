import { expect, it } from 'vitest';
import { nowIso } from '../../server/db/dialect';
import { decisionsOfOwners, insertDecision } from '../../server/repositories/moderation/decisions';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { userIdOf } from './helpers/play-maps';

/**
 * The owners' histories the moderation queue shows are read for a whole page in one statement
 * (repositories/moderation/decisions.ts): each owner's latest decisions, newest first, at most the limit each.
 */
describeEachDb('owners’ moderation histories', (ctx) => {
  it('answers each owner’s latest decisions, newest first, however many the others have', async () => {
    const db = ctx().app.db.kysely;
    const [busy, quiet, clean, moderator] = await Promise.all(
      ['hist-busy', 'hist-quiet', 'hist-clean', 'hist-mod'].map(async (prefix) =>
        userIdOf(ctx(), (await signedInPlayer(ctx(), prefix)).username),
      ),
    );
    const decide = (ownerId: number, n: number) =>
      insertDecision(db, {
        target_kind: 'map',
        target_id: 1000 + n,
        subject: `Isla ${n}`,
        owner_id: ownerId,
        moderator_id: moderator,
        action: n % 2 === 0 ? 'hide' : 'restore',
        reason: n % 2 === 0 ? 'spam' : 'appeal_upheld',
        text: `Decisión ${n}`,
        created_at: nowIso(),
      });
    // Interleaved, so each owner's rows are not one block of ids.
    const busyIds: number[] = [];
    const quietIds: number[] = [];
    for (let n = 0; n < 12; n++) {
      busyIds.push((await decide(busy, n)).id);
      if (n < 2) quietIds.push((await decide(quiet, 100 + n)).id);
    }

    const histories = await decisionsOfOwners(db, [busy, quiet, clean], 10);
    expect(histories.get(busy)!.map((row) => row.id)).toEqual(busyIds.slice(2).reverse());
    expect(histories.get(quiet)!.map((row) => row.id)).toEqual(quietIds.reverse());
    expect(histories.get(clean)).toEqual([]);
    expect(histories.get(busy)![0]).toMatchObject({ owner_id: busy, text: 'Decisión 11', action: 'restore' });
    expect(await decisionsOfOwners(db, [])).toEqual(new Map());
  });
});
