import type { Kysely } from 'kysely';
import { applyLevelUps } from '@src/core/levels';
import type { LevelUpResponse } from '@src/contract/user';
import type { Database } from '../../db/schema';
import { unauthorized } from '../../errors';
import { applyLevelChange, findUserById } from '../../repositories/users';
import { transact } from '../../db/concurrency';

/** A few tries are plenty: another writer can only win a round by changing lvl or exp itself. */
const MAX_ROUNDS = 5;

/**
 * Spends the experience the player has for every level it pays for (100 × level each, src/core/levels.ts). The change
 * is a conditional update on the values just read, so two simultaneous calls cannot both level up on the same
 * experience: the loser reads again and finds nothing left to spend.
 */
export async function levelUp(db: Kysely<Database>, userId: number): Promise<LevelUpResponse> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const outcome = await transact(db, async (trx) => {
      const user = await findUserById(trx, userId);
      if (!user) throw unauthorized();
      const next = applyLevelUps(user.lvl, user.exp);
      const current = { lvl: user.lvl, exp: user.exp, vacation_points: user.vpoints };
      if (next.levelsGained === 0) return { user: current, leveledUp: false };
      const won = await applyLevelChange(trx, userId, user, { lvl: next.lvl, exp: next.exp });
      return won ? { user: { ...current, lvl: next.lvl, exp: next.exp }, leveledUp: true } : undefined;
    });
    if (outcome) return outcome;
  }
  throw new Error(`level-up of user ${userId} kept losing to concurrent updates`);
}
