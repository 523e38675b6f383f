import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { getBoard, getDaily } from '@src/api/daily';
import { toApiError, type ApiError } from '@src/api/errors';
import type { BoardPeriod, BoardResponse, BoardScope, DailyResponse } from '@src/contract/daily';

/** A read the daily screens show: its answer, or why it failed (the screen offers a retry). */
export interface Loadable<T> {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly data: T | null;
  readonly error: ApiError | null;
}

export const boardKey = (period: BoardPeriod, scope: BoardScope) => `${period}:${scope}`;

export interface DailyState {
  /** GET /daily: today's island and where the player stands; null before the first read. */
  readonly today: Loadable<DailyResponse> | null;
  /** The boards read so far, by `boardKey`. */
  readonly boards: Readonly<Record<string, Loadable<BoardResponse>>>;

  /** Reads today's island again (the main menu and /daily call it on arrival; a run's end changes the answer). */
  loadToday(): Promise<void>;
  /** Reads a board; the last answer stays on screen while it reloads. */
  loadBoard(period: BoardPeriod, scope: BoardScope): Promise<void>;
  /** Forgets everything read (signing in or out changes every answer). */
  reset(): void;
}

const loading = <T>(previous: Loadable<T> | null | undefined): Loadable<T> => ({
  status: 'loading',
  data: previous?.data ?? null,
  error: null,
});

export const dailyStore = createStore<DailyState>()((set, get) => ({
  today: null,
  boards: {},

  async loadToday() {
    const pending = loading(get().today);
    set({ today: pending });
    try {
      const data = await getDaily();
      // An answer for a read that a newer one (or a reset) replaced is dropped.
      if (get().today === pending) set({ today: { status: 'ready', data, error: null } });
    } catch (error) {
      if (get().today === pending) set({ today: { status: 'failed', data: null, error: toApiError(error) } });
    }
  },

  async loadBoard(period, scope) {
    const key = boardKey(period, scope);
    const pending = loading(get().boards[key]);
    set({ boards: { ...get().boards, [key]: pending } });
    const settle = (next: Loadable<BoardResponse>) => {
      if (get().boards[key] === pending) set({ boards: { ...get().boards, [key]: next } });
    };
    try {
      settle({ status: 'ready', data: await getBoard(period, scope), error: null });
    } catch (error) {
      settle({ status: 'failed', data: null, error: toApiError(error) });
    }
  },

  reset: () => set({ today: null, boards: {} }),
}));

export function useDaily<T>(selector: (state: DailyState) => T): T {
  return useStore(dailyStore, selector);
}
