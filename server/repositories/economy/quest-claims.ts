import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Asked on every visit of the quest board (compiled once: db/compiled-once.ts). */
const selectClaimed = compiledOnce((db, userId: number) =>
  db.selectFrom('quest_claims').select('quest_id').where('user_id', '=', userId),
);

/** The quests whose reward the player has claimed. */
export async function claimedQuestIds(db: Db, userId: number): Promise<number[]> {
  return (await selectClaimed(db, userId)).rows.map((row) => row.quest_id);
}

export async function hasClaimed(db: Db, userId: number, questId: number): Promise<boolean> {
  const row = await db
    .selectFrom('quest_claims')
    .select('quest_id')
    .where('user_id', '=', userId)
    .where('quest_id', '=', questId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the claim; the (player, quest) key refuses a second one with a unique violation. */
export async function insertQuestClaim(db: Db, userId: number, questId: number): Promise<void> {
  await db.insertInto('quest_claims').values({ user_id: userId, quest_id: questId, claimed_at: nowIso() }).execute();
}
