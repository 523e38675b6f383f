import type { Kysely } from 'kysely';
import { characterCard as contractCard } from '@src/contract/characters';
import type { Database } from '../../db/schema';
import type { Lang } from '../../messages';
import { listCharacters } from '../../repositories/characters';
import { closedWith, openingOf } from '../json-openings';
import { ShortMemory } from '../short-memory';
import { characterCard } from './character-view';

/** How long a server answers the catalogue from memory; another server's change shows within it. */
export const CATALOGUE_TTL_MS = 1000;

/** The catalogue as every caller shares it: each card checked against the contract and serialised once per language. */
interface SharedCatalogue {
  ids: number[];
  openings: Record<Lang, string[]>;
}

const LANGS: readonly Lang[] = ['es', 'en'];

/**
 * The shop's catalogue, the same for everyone and changed only by a release (its start writes the built-in
 * characters), read at most once a second per server and forgotten by any change of this server
 * (services/short-memory.ts). Each answer only adds whether its caller owns each character.
 */
export class CatalogueMemory {
  readonly catalogue = new ShortMemory<SharedCatalogue>({ ttlMs: CATALOGUE_TTL_MS, maxKeys: 1 });

  forget(): void {
    this.catalogue.forget();
  }
}

async function readCatalogue(db: Kysely<Database>): Promise<SharedCatalogue> {
  const rows = await listCharacters(db);
  const openings = (lang: Lang) => rows.map((row) => openingOf(contractCard.parse(characterCard(row, lang))));
  return {
    ids: rows.map((row) => row.characterid),
    openings: Object.fromEntries(LANGS.map((lang) => [lang, openings(lang)])) as Record<Lang, string[]>,
  };
}

/** The contract's `characterShowResponse` in `lang` as UTF-8 JSON, each character marked owned when `owned` has it. */
export async function catalogueAnswer(
  db: Kysely<Database>,
  memory: CatalogueMemory,
  lang: Lang,
  owned: ReadonlySet<number>,
): Promise<Buffer> {
  const shared = await memory.catalogue.get('all', () => readCatalogue(db));
  return Buffer.from(`{"characters":[${closedWith(shared.openings[lang], 'owned', (i) => owned.has(shared.ids[i]))}]}`);
}
