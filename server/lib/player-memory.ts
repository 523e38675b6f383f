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

const forever = <V>() => new ShortMemory<V>({ ttlMs: Number.POSITIVE_INFINITY, maxKeys: PLAYERS_KEPT });

/**
 * What signed-in calls read about their player on every call: the account's token version (every signed-in call),
 * the maps they like (every page of the map browser), whom they follow (every profile they open) and the characters
 * they own (the shop and the closet), and the closet's answer itself. Measured under load, these small reads were most of a signed-in read's time
 * (docs/performance.md).
 *
 * Kept only where memory stays exact: on SQLite this server is the database's one writer (docs/operations.md), so
 * every change reaches the database through it and forgets everything kept here before it is answered
 * (plugins/data-changes.ts; a read started before the change never keeps what it found: `ShortMemory`). Nothing
 * expires, because nothing else can change it. On PostgreSQL other servers write too and this one would not hear of
 * it, so there is no player memory (`app.playerMemory` is undefined) and every call reads.
 */
export class PlayerMemory {
  /** undefined: no such account (deleted since the token was issued). */
  readonly tokenVersions = forever<number | undefined>();
  readonly likedMaps = forever<KeptIds>();
  readonly followed = forever<KeptIds>();
  readonly ownedCharacters = forever<readonly OwnedCharacter[]>();
  /** Each player's closet (GET /characters/user) per language, checked and serialised: `${userId} ${lang}`. */
  readonly closets = new ShortMemory<Buffer>({ ttlMs: Number.POSITIVE_INFINITY, maxKeys: CLOSETS_KEPT });

  forget(): void {
    this.tokenVersions.forget();
    this.likedMaps.forget();
    this.followed.forget();
    this.ownedCharacters.forget();
    this.closets.forget();
  }
}
