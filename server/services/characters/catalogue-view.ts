import type { Kysely } from 'kysely';
import { characterCard as contractCard } from '@src/contract/characters';
import type { Database } from '../../db/schema';
import type { Lang } from '../../messages';
import { listCharacters, type CharacterRow } from '../../repositories/characters';
import { closedWith, openingOf } from '../../lib/json-openings';
import { ShortMemory } from '../../lib/short-memory';
import { characterCard } from './character-view';

/** How long a server answers from the catalogue it read; another server's change (a release) shows within it. */
const CATALOGUE_TTL_MS = 1000;

/** The catalogue as every caller shares it: its rows, and each card checked and serialised once per language. */
interface SharedCatalogue {
  rows: readonly CharacterRow[];
  byId: ReadonlyMap<number, CharacterRow>;
  ids: number[];
  openings: Record<Lang, string[]>;
}

const LANGS: readonly Lang[] = ['es', 'en'];

async function readCatalogue(db: Kysely<Database>): Promise<SharedCatalogue> {
  const rows = await listCharacters(db);
  const openings = (lang: Lang) => rows.map((row) => openingOf(contractCard.parse(characterCard(row, lang))));
  return {
    rows,
    byId: new Map(rows.map((row) => [row.characterid, row])),
    ids: rows.map((row) => row.characterid),
    openings: Object.fromEntries(LANGS.map((lang) => [lang, openings(lang)])) as Record<Lang, string[]>,
  };
}

/**
 * The characters' catalogue, the same for everyone and changed only by a release (its start writes the built-in
 * characters): read at most once a second per server and forgotten by any change of this server
 * (lib/short-memory.ts). The shop's answers and the run starts' characters come from it.
 */
export class CatalogueMemory {
  private readonly memory = new ShortMemory<SharedCatalogue>({ ttlMs: CATALOGUE_TTL_MS, maxKeys: 1 });

  constructor(private readonly db: Kysely<Database>) {}

  forget(): void {
    this.memory.forget();
  }

  private read(): Promise<SharedCatalogue> {
    return this.memory.get('all', () => readCatalogue(this.db));
  }

  /** Every character, by id. */
  async all(): Promise<readonly CharacterRow[]> {
    return (await this.read()).rows;
  }

  /** The catalogue's character `characterId`, if there is one. */
  async find(characterId: number): Promise<CharacterRow | undefined> {
    return (await this.read()).byId.get(characterId);
  }

  /**
   * The contract's `characterShowResponse` in `lang` as UTF-8 JSON, each character marked owned when `owned` has it:
   * an answer only writes that field and joins the shared strings (lib/json-openings.ts).
   */
  async answer(lang: Lang, owned: ReadonlySet<number>): Promise<Buffer> {
    const shared = await this.read();
    const characters = closedWith(shared.openings[lang], 'owned', (i) => owned.has(shared.ids[i]));
    return Buffer.from(`{"characters":[${characters}]}`);
  }
}
