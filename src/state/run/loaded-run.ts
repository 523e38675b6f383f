import { getCharacter, startRun } from '@src/api/play';
import { resumeRun } from '@src/api/resume';
import { mapPictureUrl } from '@src/api/assets';
import type { PassiveInfo } from '@src/contract/characters';
import type { GetCharacterResponse, PlayEventView, PlayItemView, PlayResponse } from '@src/contract/play';
import { coreMap } from '@src/contract/to-core';
import { PASSIVES } from '@src/core/catalogue/passives';
import type { PassiveDefinition } from '@src/core/passives';
import type { PlayMap, RunAction, RunCharacter } from '@src/core/run';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';

/** Everything a run needs once loaded: the rules' map and character, and what the screen shows of them. */
export interface LoadedRun {
  readonly mapId: number;
  readonly gameHash: string;
  readonly seed: string;
  readonly level: number;
  /** The rules engine's map: the very events and items the server replays with. */
  readonly map: PlayMap;
  readonly events: ReadonlyMap<number, PlayEventView>;
  readonly items: ReadonlyMap<number, PlayItemView>;
  readonly character: PlayCharacter;
  /** The map's picture, or the default one: every map has a backdrop. */
  readonly imageUrl: string;
  /** History island number for the stage's weather (community maps use the beach's). */
  readonly island: number;
}

export interface PlayCharacter {
  readonly name: string;
  readonly skin: string;
  readonly rarity: string;
  readonly passive: PassiveInfo | null;
  readonly rules: RunCharacter;
}

/** The parts the loading screen counts (spec 4: loading ends when events, character and items have loaded). */
export type LoadPart = 'events' | 'items' | 'character';
export const LOAD_PARTS: readonly LoadPart[] = ['events', 'items', 'character'];

const passivesById: ReadonlyMap<string, PassiveDefinition> = new Map(
  Object.values(PASSIVES).map((passive) => [passive.id, passive]),
);

/** Starts a run on the server and loads its character, reporting each part as it arrives. */
export async function loadRun(
  mapId: number,
  selectedCharacter: number,
  onLoaded: (part: LoadPart) => void,
): Promise<LoadedRun> {
  const [run, character] = await Promise.all([
    reported(startRun(mapId, selectedCharacter), onLoaded, 'events', 'items'),
    reported(getCharacter(selectedCharacter), onLoaded, 'character'),
  ]);
  return loadedRunOf(mapId, run, character);
}

/** A run in progress, as GET /play/runs/{gameHash} answers it: the loaded run and the actions stored so far. */
export async function loadResumedRun(
  gameHash: string,
  onLoaded: (part: LoadPart) => void,
): Promise<{ loadedRun: LoadedRun; actions: readonly RunAction[] }> {
  const run = await reported(resumeRun(gameHash), onLoaded, 'events', 'items');
  const character = await reported(getCharacter(run.character.characterid), onLoaded, 'character');
  return { loadedRun: loadedRunOf(run.mapId, run, character), actions: run.actions };
}

const reported = async <T>(call: Promise<T>, onLoaded: (part: LoadPart) => void, ...parts: LoadPart[]) => {
  const answer = await call;
  for (const part of parts) onLoaded(part);
  return answer;
};

function loadedRunOf(mapId: number, run: PlayResponse, { characterData }: GetCharacterResponse): LoadedRun {
  const isHistoryIsland = HISTORY_ISLANDS.some((island) => island.number === mapId);
  return {
    mapId,
    gameHash: run.gameHash,
    seed: run.seed,
    level: run.character.level,
    map: coreMap(run),
    events: new Map(run.eventos.map((event) => [event.eventid, event])),
    items: new Map(run.items.map((item) => [item.objectid, item])),
    character: {
      name: characterData.name,
      skin: characterData.skin,
      rarity: characterData.rarity,
      passive: characterData.passive,
      // The rules start from the base stats at the run's level, with the passive's rules from the shared catalogue.
      rules: {
        id: run.character.characterid,
        base: characterData.base,
        passive: characterData.pasiva === null ? null : (passivesById.get(characterData.pasiva) ?? null),
      },
    },
    imageUrl: mapPictureUrl(run.imagenMapa),
    island: isHistoryIsland ? mapId : 1,
  };
}
