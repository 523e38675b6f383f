import { getCharacter, startRun } from '@src/api/play';
import { playDaily } from '@src/api/daily';
import { resumeRun } from '@src/api/resume';
import { mapPictureUrl } from '@src/api/assets';
import type { PassiveInfo } from '@src/contract/characters';
import type { GetCharacterResponse, PlayEventView, PlayItemView, PlayResponse } from '@src/contract/play';
import { coreMap } from '@src/contract/to-core';
import { PASSIVES } from '@src/core/catalogue/passives';
import type { PassiveDefinition } from '@src/core/passives';
import type { MapCredit } from '@src/core/map-credits';
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
  /** A remix's origins, nearest first, for the screen's credit line (empty for most maps). */
  readonly credits: readonly MapCredit[];
  /** Whether the player may report the map and its items' pictures: a community map that is not their own. */
  readonly reportable: boolean;
  /** History island number for the stage's weather (community maps use the beach's). */
  readonly island: number;
  /**
   * A run of the daily island: whether it ranks (a signed-in player's first of the day; null when unknown, for a run
   * resumed after a reload); null for any other run.
   */
  readonly daily: { readonly ranked: boolean | null } | null;
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

/** What starts the run on the server: /play/play for a map, or POST /daily/play for today's island. */
export type RunSource = { readonly kind: 'map'; readonly mapId: number } | { readonly kind: 'daily' };

const startOn = async (source: RunSource, selectedCharacter: number) => {
  if (source.kind === 'map')
    return { ...(await startRun(source.mapId, selectedCharacter)), mapId: source.mapId, daily: null };
  const run = await playDaily(selectedCharacter);
  return { ...run, daily: { ranked: run.ranked } };
};

/** Starts a run on the server and loads its character, reporting each part as it arrives. */
export async function loadRun(
  source: RunSource,
  selectedCharacter: number,
  onLoaded: (part: LoadPart) => void,
): Promise<LoadedRun> {
  const [run, character] = await Promise.all([
    reported(startOn(source, selectedCharacter), onLoaded, 'events', 'items'),
    reported(getCharacter(selectedCharacter), onLoaded, 'character'),
  ]);
  return loadedRunOf(run, character);
}

/**
 * A run in progress, as GET /play/runs/{gameHash} answers it: the loaded run and the actions stored so far. Whether a
 * daily run ranks is not stored with it: the end's answer says.
 */
export async function loadResumedRun(
  source: RunSource,
  gameHash: string,
  onLoaded: (part: LoadPart) => void,
): Promise<{ loadedRun: LoadedRun; actions: readonly RunAction[] }> {
  const run = await reported(resumeRun(gameHash), onLoaded, 'events', 'items');
  const character = await reported(getCharacter(run.character.characterid), onLoaded, 'character');
  const daily = source.kind === 'daily' ? { ranked: null } : null;
  return { loadedRun: loadedRunOf({ ...run, daily }, character), actions: run.actions };
}

const reported = async <T>(call: Promise<T>, onLoaded: (part: LoadPart) => void, ...parts: LoadPart[]) => {
  const answer = await call;
  for (const part of parts) onLoaded(part);
  return answer;
};

type StartedRun = PlayResponse & { readonly mapId: number; readonly daily: LoadedRun['daily'] };

function loadedRunOf(run: StartedRun, { characterData }: GetCharacterResponse): LoadedRun {
  const { mapId } = run;
  const isHistoryIsland = HISTORY_ISLANDS.some((island) => island.number === mapId);
  return {
    mapId,
    daily: run.daily,
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
    credits: run.credits,
    reportable: run.reportable,
    island: isHistoryIsland ? mapId : 1,
  };
}
