import type { Kysely } from 'kysely';
import type { BoardEntry, BoardPeriod, BoardResponse, BoardScope } from '@src/contract/daily';
import { isoWeekStart } from '@src/core/daily-days';
import type { Database } from '../../db/schema';
import { unauthorized } from '../../errors';
import { boardRowOf, boardTop, type BoardFilter, type BoardRow } from '../../repositories/daily-boards';
import { rankedPlayers } from '../../repositories/daily-runs';
import { ShortMemory } from '../../lib/short-memory';

/** How long a server answers a board from memory, like the map browser's pages; another server's runs show within it. */
export const BOARD_TTL_MS = 1000;
/** Rows a board lists. */
export const BOARD_SIZE = 100;
/** Boards kept: three periods for everyone, and the following boards of the players reading them at the moment. */
const BOARDS_KEPT = 500;

/**
 * What the daily's boards remember for a moment on this server (lib/short-memory.ts): each board's top rows, the same
 * for every reader of it, and today's count of ranked players (GET /daily). A reader's own row outside the top is
 * read for them.
 */
export class DailyBoards {
  readonly tops = new ShortMemory<BoardRow[]>({ ttlMs: BOARD_TTL_MS, maxKeys: BOARDS_KEPT });
  readonly players = new ShortMemory<number>({ ttlMs: BOARD_TTL_MS, maxKeys: 2 });

  forget(): void {
    this.tops.forget();
    this.players.forget();
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

/** GET /daily/board: the top 100 of the board and the reader's own row. */
export async function boardAnswer(db: Kysely<Database>, boards: DailyBoards, read: BoardRead): Promise<BoardResponse> {
  const { day, period, scope, viewerId } = read;
  if (scope === 'following' && viewerId === undefined) throw unauthorized('DAILY_FOLLOWING_SIGNED_IN');
  const filter = { ...boardFilter(day, period), followerId: scope === 'following' ? viewerId : undefined };
  const key = `${day}|${period}|${filter.followerId ?? 'everyone'}`;
  const top = await boards.tops.get(key, () => boardTop(db, filter, BOARD_SIZE));
  const mine =
    viewerId === undefined ? undefined : (top.find((row) => row.userId === viewerId) ?? boardRowOf(db, filter, viewerId));
  const me = await mine;
  return { day, period, scope, entries: top.map(entryOf), me: me ? entryOf(me) : null };
}

/** How many players ranked on `day`, kept like the boards. */
export const playersRanked = (db: Kysely<Database>, boards: DailyBoards, day: string): Promise<number> =>
  boards.players.get(day, () => rankedPlayers(db, day));
