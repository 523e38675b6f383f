import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Records the claim; the (player, quest) key refuses a second one with a unique violation. */
export async function insertQuestClaim(db: Db, userId: number, questId: number): Promise<void> {
  await db.insertInto('quest_claims').values({ user_id: userId, quest_id: questId, claimed_at: nowIso() }).execute();
}
