import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { listUnfinishedRuns } from '@src/api/resume';
import { sessionStore } from '@src/state/session';
import { runInProgress } from './run-in-progress';

/** A run the player may continue: its hash, its map, and the map's name when the server said it. */
export interface OfferedRun {
  readonly gameHash: string;
  readonly mapId: number;
  /** Null for a visitor's remembered run: the screen names a built-in island itself, or none. */
  readonly mapName: string | null;
}

interface UnfinishedRunsState {
  /** Newest first; empty until loaded, and when the call fails (nothing is offered rather than an error). */
  readonly runs: readonly OfferedRun[];
  /** A signed-in player's from GET /play/runs; a visitor's is the one this browser remembers. */
  load(): Promise<void>;
}

/** The unfinished runs the main menu and History Mode's island start offer to continue ("Continuar partida"). */
export const unfinishedRunsStore = createStore<UnfinishedRunsState>()((set) => ({
  runs: [],
  async load() {
    const remembered = runInProgress();
    const local: OfferedRun[] = remembered ? [{ ...remembered, mapName: null }] : [];
    if (!sessionStore.getState().token) return set({ runs: local });
    set({ runs: local });
    try {
      const { runs } = await listUnfinishedRuns();
      set({ runs: runs.map(({ gameHash, mapId, mapName }) => ({ gameHash, mapId, mapName })) });
    } catch {
      // Offering a run is a convenience: without the list the menu shows what it had.
    }
  },
}));

export function useUnfinishedRuns<T>(selector: (state: UnfinishedRunsState) => T): T {
  return useStore(unfinishedRunsStore, selector);
}
