import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { keptFor, type PlayerMemory } from '../../lib/player-memory';
import { listOwnedCharacters, type OwnedCharacter } from '../../repositories/user-characters';

/** The characters a player owns, kept in the player memory where there is one (lib/player-memory.ts). */
export function ownedCharacters(
  db: Kysely<Database>,
  memory: PlayerMemory | undefined,
  userId: number,
): Promise<readonly OwnedCharacter[]> {
  return keptFor(memory?.ownedCharacters, userId, () => listOwnedCharacters(db, userId));
}
