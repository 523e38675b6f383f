import type { DailyStanding } from '../repositories/daily-runs';
import type { OwnedCharacter } from '../repositories/user-characters';
import { ShortMemory } from './short-memory';

/** Players remembered at once: the ones playing now, a few bytes each. */
const PLAYERS_KEPT = 10_000;
/** Ids one player's entry may hold (maps liked, players followed); past it their reads go to the database. */
export const IDS_KEPT_PER_PLAYER = 2_000;

/** A player's ids of one kind, or `'many'` when they have more than an entry holds (read them per call then). */
export type KeptIds = ReadonlySet<number> | 'many';

/** Closets' answers kept: each is a few kilobytes per language, so fewer than the players. */
const CLOSETS_KEPT = 1_000;

/**
 * What `read` finds for `key` (a player's id, or a key that starts with it), kept in `memory` where there is one
 * (SQLite), read on every call where not.
 */
export function keptFor<V>(
  memory: ShortMemory<V> | undefined,
  key: number | string,
  read: () => Promise<V>,
): Promise<V> {
  return memory ? memory.get(String(key), read) : read();
}

/**
 * `userId`'s ids of one kind (`kind`: `likedMaps` or `followed`) from the player memory, read in full with
 * `readUpTo(limit)` the first time; undefined where they are not kept (PostgreSQL, or more than an entry holds), so
 * the caller reads only the ones it needs.
 */
export async function keptIds(
  memory: ShortMemory<KeptIds> | undefined,
  userId: number,
  readUpTo: (limit: number) => Promise<number[]>,
): Promise<ReadonlySet<number> | undefined> {
  if (!memory) return undefined;
  const kept = await keptFor(memory, userId, async () => {
    const ids = await readUpTo(IDS_KEPT_PER_PLAYER + 1);
    return ids.length > IDS_KEPT_PER_PLAYER ? 'many' : new Set(ids);
  });
  return kept === 'many' ? undefined : kept;
}

/** Where a player stands on a day's daily island: their ranked run of it, if any, and the days in a row they ranked. */
export interface KeptStanding {
  readonly run: DailyStanding['run'];
  readonly streak: number;
}

const forever = <V>() => new ShortMemory<V>({ ttlMs: Number.POSITIVE_INFINITY, maxKeys: PLAYERS_KEPT });

/**
 * What signed-in calls read about their player on every call: the account's token version (every signed-in call),
 * the maps they like (every page of the map browser), whom they follow (every profile they open) and the characters
 * they own (the shop and the closet), the closet's answer itself, and where they stand on a day's daily island (every
 * main menu). Measured under load, these small reads were most of a signed-in read's time
 * (docs/performance.md).
 *
 * Kept only while memory stays exact, that is while this instance hears every change (`setKept`): on SQLite always,
 * as this server is the database's one writer (docs/operations.md); on PostgreSQL while it is subscribed to the change
 * bus (lib/change-bus.ts), which every instance announces its changes on. Every change heard forgets everything kept
 * here (plugins/data-changes.ts; a read started before the change never keeps what it found: `ShortMemory`), and so
 * does losing the subscription or getting it back. Nothing expires, because nothing unheard can change it. While not
 * kept, each memory below is undefined and every call reads.
 */
export class PlayerMemory {
  private readonly kept = {
    /** undefined: no such account (deleted since the token was issued). */
    tokenVersions: forever<number | undefined>(),
    likedMaps: forever<KeptIds>(),
    followed: forever<KeptIds>(),
    ownedCharacters: forever<readonly OwnedCharacter[]>(),
    /**
     * Each player's ranked daily run of a day and their ranked days: `${userId} ${day}`. Changed only by a ranked run's
     * start and its score, which announce themselves as changes (routes/daily/index.ts, routes/play/end.ts).
     */
    dailyStandings: forever<KeptStanding>(),
    /** Each player's closet (GET /characters/user) per language, checked and serialised: `${userId} ${lang}`. */
    closets: new ShortMemory<Buffer>({ ttlMs: Number.POSITIVE_INFINITY, maxKeys: CLOSETS_KEPT }),
  };

  constructor(private keeping: boolean) {}

  get tokenVersions() {
    return this.keeping ? this.kept.tokenVersions : undefined;
  }
  get likedMaps() {
    return this.keeping ? this.kept.likedMaps : undefined;
  }
  get followed() {
    return this.keeping ? this.kept.followed : undefined;
  }
  get ownedCharacters() {
    return this.keeping ? this.kept.ownedCharacters : undefined;
  }
  get dailyStandings() {
    return this.keeping ? this.kept.dailyStandings : undefined;
  }
  get closets() {
    return this.keeping ? this.kept.closets : undefined;
  }

  /** Whether anything is kept from now on; what was kept is forgotten either way (it may have missed a change). */
  setKept(keeping: boolean): void {
    this.keeping = keeping;
    this.forget();
  }

  forget(): void {
    for (const memory of Object.values(this.kept)) memory.forget();
  }
}
