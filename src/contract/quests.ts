import { z } from 'zod';
import { entityId } from './characters';

/**
 * Quest calls of spec section 7. Texts arrive in the language of the request's Accept-Language; progress is what the
 * server measured, never what a client said.
 */
export const questView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  stat_key: z.string(),
  target_count: z.number().int(),
  /** The player's count for `stat_key`, capped at nothing: the bar shows min(progress, target) / target. */
  progress: z.number().int(),
  /** Claimed (spec 3: completed). */
  completed: z.boolean(),
  /** Progress reached the target and the reward waits. */
  claimable: z.boolean(),
  reward_vpoints: z.number().int(),
  /** A cosmetic reward's picture is at /assets/{reward_type}/{reward_object}; both null for VPoints only. */
  reward_type: z.string().nullable(),
  reward_object: z.string().nullable(),
});
export type QuestView = z.infer<typeof questView>;

/** POST /quest/getQuests: every quest (sorted by what remains, least first) and the counters they read. */
export const getQuestsResponse = z.object({
  quests: z.array(questView),
  userStats: z.record(z.string(), z.number().int()),
});
export type GetQuestsResponse = z.infer<typeof getQuestsResponse>;

export const claimRewardBody = z.strictObject({ questId: entityId });
export type ClaimRewardBody = z.infer<typeof claimRewardBody>;

/** POST /quest/claimReward: what was paid and the new balance, so the profile panel updates at once. */
export const claimRewardResponse = z.object({
  message: z.string(),
  questId: z.number().int(),
  reward_vpoints: z.number().int(),
  reward_type: z.string().nullable(),
  reward_object: z.string().nullable(),
  vpoints: z.number().int(),
});
export type ClaimRewardResponse = z.infer<typeof claimRewardResponse>;
