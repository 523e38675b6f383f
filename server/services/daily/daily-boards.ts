import type { Kysely } from 'kysely';
import { boardResponse, type BoardEntry, type BoardPeriod, type BoardScope } from '@src/contract/daily';
import { isoWeekStart } from '@src/core/daily-days';
import type { Database } from '../../db/schema';
import { unauthorized } from '../../errors';
import { boardRanking, type BoardFilter, type BoardRow } from '../../repositories/daily-boards';
import { jsonBytes, SharedJson, type JoinedJson } from '../../lib/json-bytes';
import { ShortMemory } from '../../lib/short-memory';

/** How long a server answers a board from memory, like the map browser's pages; another server's runs show within it. */
export const BOARD_TTL_MS = 1000;
/** Rows a board lists. */
export const BOARD_SIZE = 100;
/** Boards kept: three periods for everyone, and the following boards of the players reading them at the moment. */
const BOARDS_KEPT = 500;

/** A board as read once: its rows in rank order, each player's row, and the top's entries as every answer sends them. */
export interface Ranking {
  readonly top: readonly BoardRow[];
  readonly byPlayer: ReadonlyMap<number, BoardRow>;
  /** `{"entries": […]}` checked against the contract and serialised once per read, not per answer (lib/json-bytes.ts). */
  readonly entries: SharedJson;
}

const entriesPart = boardResponse.pick({ entries: true });

/**
 * What the daily's boards remember for a moment on this server (lib/short-memory.ts): each board whole, ranked, so
 * every reader's own row comes from the same read as the top (a reader's rank outside the top would otherwise rank the
 * whole period again for each call), and today's board also gives GET /daily its count of players and the caller's rank. Memory grows with the players
 * on a board (a few hundred bytes each): one read per board and second, whatever the crowd.
 */
export class DailyBoards {
  readonly rankings = new ShortMemory<Ranking>({ ttlMs: BOARD_TTL_MS, maxKeys: BOARDS_KEPT });

  forget(): void {
    this.rankings.forget();
  }
}

/** The days a board adds up, ending `day`: that day, its ISO week (Monday to Sunday), or every day. */
function boardFilter(day: string, period: BoardPeriod): BoardFilter {
  if (period === 'today') return { from: day, to: day };
  return { from: period === 'week' ? isoWeekStart(day) : '', to: day };
}

const entryOf = (row: BoardRow): BoardEntry => ({
  rank: row.rank,
  username: row.username,
  picture: row.picture,
  score: row.score,
  runs: row.runs,
  bestRunId: row.bestRunId,
});

export interface BoardRead {
  readonly day: string;
  readonly period: BoardPeriod;
  readonly scope: BoardScope;
  /** Undefined for a visitor, who may read everyone's boards only. */
  readonly viewerId: number | undefined;
}

/** GET /daily/board: the top 100 of the board (shared by its readers) and the reader's own row. */
export async function boardAnswer(db: Kysely<Database>, boards: DailyBoards, read: BoardRead): Promise<JoinedJson> {
  const { day, period, scope, viewerId } = read;
  if (scope === 'following' && viewerId === undefined) throw unauthorized('DAILY_FOLLOWING_SIGNED_IN');
  const ranking = await keptRanking(db, boards, day, period, scope === 'following' ? viewerId : undefined);
  const me = viewerId === undefined ? undefined : ranking.byPlayer.get(viewerId);
  return { fields: { day, period, scope, me: me ? entryOf(me) : null }, shared: ranking.entries };
}

/** A board as this server keeps it for a second: everyone's, or the circle of `followerId`. */
export function keptRanking(
  db: Kysely<Database>,
  boards: DailyBoards,
  day: string,
  period: BoardPeriod,
  followerId?: number,
): Promise<Ranking> {
  const filter = { ...boardFilter(day, period), followerId };
  return boards.rankings.get(`${day}|${period}|${followerId ?? 'everyone'}`, async () => {
    const rows = await boardRanking(db, filter);
    const top = rows.slice(0, BOARD_SIZE);
    const entries = new SharedJson(jsonBytes(entriesPart.parse({ entries: top.map(entryOf) })));
    return { top, byPlayer: new Map(rows.map((row) => [row.userId, row])), entries };
  });
}
