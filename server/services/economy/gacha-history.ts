import type { Kysely } from 'kysely';
import type { GachaSummaryResponse, RollHistoryResponse } from '@src/contract/gacha';
import { BANNERS } from '@src/core/gacha';
import type { Database } from '../../db/schema';
import type { Lang } from '../../messages';
import { localizedText } from '../../lib/localized-text';
import { countRolls, rarityCounts, rollsPage } from '../../repositories/economy/gacha-rolls';
import { sparkOf } from './gacha';

export const ROLL_PAGE_SIZE = 20;

/** A player's rolls, newest first, a page at a time (kept for good: docs/gacha.md). */
export async function rollHistory(
  db: Kysely<Database>,
  userId: number,
  page: number,
  lang: Lang,
): Promise<RollHistoryResponse> {
  const [rows, total] = await Promise.all([
    rollsPage(db, userId, { limit: ROLL_PAGE_SIZE, offset: (page - 1) * ROLL_PAGE_SIZE }),
    countRolls(db, userId),
  ]);
  return {
    rolls: rows.map((row) => ({
      rollId: row.id,
      banner: row.banner,
      slot: row.slot,
      rarity: row.rarity,
      characterid: row.characterid,
      name: localizedText(lang, row.name, row.name_en),
      skin: row.skin,
      outcome: row.outcome,
      price: row.price,
      oddsVersion: row.odds_version,
      date: row.created_at,
    })),
    total,
    page,
    pageSize: ROLL_PAGE_SIZE,
  };
}

/** Per banner: how many rolls, what rarities they gave (to set beside the published odds), and the spark. */
export async function gachaSummary(db: Kysely<Database>, userId: number): Promise<GachaSummaryResponse> {
  const counts = await rarityCounts(db, userId);
  return {
    banners: await Promise.all(
      BANNERS.map(async (banner) => {
        const observed = Object.fromEntries(
          counts.filter((row) => row.banner === banner).map((row) => [row.rarity, Number(row.n)]),
        );
        const rolls = Object.values(observed).reduce((sum, n) => sum + n, 0);
        return { banner, rolls, observed, spark: await sparkOf(db, userId, banner) };
      }),
    ),
  };
}
