import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { mapPictureUrl } from '@src/api/assets';
import { getReplay } from '@src/api/daily';
import { toApiError, type ApiError } from '@src/api/errors';
import type { ReplayResponse } from '@src/contract/daily';
import type { PlayEventView, PlayItemView } from '@src/contract/play';
import { coreMap } from '@src/contract/to-core';
import { characterById, type CharacterDefinition } from '@src/core/catalogue/characters';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { cueStep } from '@src/state/run/stage-cues';
import { replayFrames, type ReplayFrame } from './replay-frames';

export type ReplaySpeed = 1 | 2 | 4;
export const REPLAY_SPEEDS: readonly ReplaySpeed[] = [1, 2, 4];

/** A loaded replay: what the server recorded, the character it was played with and every state the rules give. */
export interface LoadedReplay {
  readonly record: ReplayResponse;
  readonly character: CharacterDefinition;
  readonly events: ReadonlyMap<number, PlayEventView>;
  readonly items: ReadonlyMap<number, PlayItemView>;
  readonly frames: readonly ReplayFrame[];
  readonly imageUrl: string;
  /** History island number for the stage's weather (community maps use the beach's). */
  readonly island: number;
}

export interface ReplayState {
  /** `invalid`: the recorded actions do not replay by today's rules (never expected of a ranked run). */
  readonly status: 'idle' | 'loading' | 'failed' | 'invalid' | 'ready';
  readonly error: ApiError | null;
  readonly replay: LoadedReplay | null;
  /** The frame on screen. */
  readonly position: number;
  readonly playing: boolean;
  readonly speed: ReplaySpeed;

  load(runId: number): Promise<void>;
  play(): void;
  pause(): void;
  /** One frame on; playing stops at the last. */
  step(): void;
  restart(): void;
  setSpeed(speed: ReplaySpeed): void;
}

const fresh = { status: 'idle', error: null, replay: null, position: 0, playing: false } as const;

/** Turns the record into frames with the rules (src/core/run), or says why it does not replay. */
function loadReplay(record: ReplayResponse): LoadedReplay | null {
  const character = characterById(record.character.characterid);
  if (!character) return null;
  const rules = { id: character.id, base: character.base, passive: character.passive };
  const replayed = replayFrames(coreMap(record), rules, record.character.level, record.seed, record.actions);
  if (!replayed.ok) return null;
  const isHistoryIsland = HISTORY_ISLANDS.some((island) => island.number === record.mapId);
  return {
    record,
    character,
    events: new Map(record.eventos.map((event) => [event.eventid, event])),
    items: new Map(record.items.map((item) => [item.objectid, item])),
    frames: replayed.frames,
    imageUrl: mapPictureUrl(record.imagenMapa),
    island: isHistoryIsland ? record.mapId : 1,
  };
}

/** The replay screen's run (/replay/:runId): played back frame by frame at 1×, 2× or 4×, or stepped by hand. */
export const replayStore = createStore<ReplayState>()((set, get) => ({
  ...fresh,
  speed: 1,

  async load(runId) {
    set({ ...fresh, status: 'loading' });
    try {
      const record = await getReplay(runId);
      if (get().status !== 'loading') return;
      const replay = loadReplay(record);
      set(replay ? { status: 'ready', replay } : { status: 'invalid' });
    } catch (error) {
      set({ status: 'failed', error: toApiError(error) });
    }
  },

  play() {
    const { replay, position } = get();
    if (!replay) return;
    // Playing from the last frame starts again from the first.
    set({ playing: true, position: position >= replay.frames.length - 1 ? 0 : position });
  },

  pause: () => set({ playing: false }),

  step() {
    const { replay, position } = get();
    if (!replay || position >= replay.frames.length - 1) {
      set({ playing: false });
      return;
    }
    const next = position + 1;
    set({ position: next, playing: get().playing && next < replay.frames.length - 1 });
    // The stage hears the step like the game's own: the same damage, healing and passive cues.
    cueStep(replay.frames[position]!.state, replay.frames[next]!.state);
  },

  restart: () => set({ position: 0, playing: false }),
  setSpeed: (speed) => set({ speed }),
}));

export function useReplay<T>(selector: (state: ReplayState) => T): T {
  return useStore(replayStore, selector);
}
