/**
 * Characters as the game sees them: a catalogue row plus the rules of its passive (src/core), shown in the request's
 * language with its stats at a level (spec 9: the closet and the game use the same formula).
 */
import type { CharacterCard, PassiveInfo } from '@src/contract/characters';
import { PASSIVES } from '@src/core/catalogue/passives';
import type { PassiveDefinition } from '@src/core/passives';
import type { RunCharacter } from '@src/core/run';
import { maxStats, type Stats } from '@src/core/stats';
import type { Lang } from '../../messages';
import type { CharacterRow } from '../../repositories/characters';
import { localizedText } from '../../lib/localized-text';

const PASSIVES_BY_ID: ReadonlyMap<string, PassiveDefinition> = new Map(
  Object.values(PASSIVES).map((passive): [string, PassiveDefinition] => [passive.id, passive]),
);

/** The passive a row names; null when it names none, or one the code no longer has (it then simply does nothing). */
function passiveOf(row: CharacterRow): PassiveDefinition | null {
  return row.pasiva === null ? null : (PASSIVES_BY_ID.get(row.pasiva) ?? null);
}

export const baseStats = (row: CharacterRow): Stats => ({
  health: row.health,
  hunger: row.hunger,
  thirst: row.thirst,
  sanity: row.sanity,
});

/** What the rules engine needs to start or replay a run with this character. */
export const runCharacterOf = (row: CharacterRow): RunCharacter => ({
  id: row.characterid,
  base: baseStats(row),
  passive: passiveOf(row),
});

export function passiveInfo(row: CharacterRow, lang: Lang): PassiveInfo | null {
  const passive = passiveOf(row);
  return passive && { id: passive.id, name: passive.name[lang], description: passive.description[lang] };
}

/** A character card with the maxima of `level` (level 1 gives the base stats). */
export function characterCard(row: CharacterRow, lang: Lang, level = 1): CharacterCard {
  return {
    characterid: row.characterid,
    name: localizedText(lang, row.name, row.name_en),
    skin: row.skin,
    rarity: row.rarity,
    ...maxStats(baseStats(row), level),
    pasiva: row.pasiva,
    passive: passiveInfo(row, lang),
    price: row.price,
    description: localizedText(lang, row.description, row.description_en),
  };
}
