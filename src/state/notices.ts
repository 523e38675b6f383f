import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type NoticeTone = 'success' | 'error' | 'info';

/**
 * A short message that outlives the screen that raised it (for example "registered" shown on / after the redirect).
 * It holds an i18n key, not text, so it follows a language change while it is on screen.
 */
export interface Notice {
  id: number;
  tone: NoticeTone;
  messageKey: string;
  values?: Record<string, string | number>;
}

interface NoticesState {
  notices: Notice[];
  /** The id of the last notice pushed. */
  lastId: number;
  /** Shows a notice for `durationMs` (six seconds unless said otherwise). */
  push(tone: NoticeTone, messageKey: string, values?: Notice['values'], durationMs?: number): void;
  dismiss(id: number): void;
}

/** Long enough to read a two-line sentence. */
export const NOTICE_DURATION_MS = 6000;

/** A reward toast (a claimed quest) is a short cheer: spec 9 gives it three seconds. */
export const REWARD_NOTICE_MS = 3000;

export const noticesStore = createStore<NoticesState>()((set, get) => ({
  notices: [],
  lastId: 0,
  push: (tone, messageKey, values, durationMs = NOTICE_DURATION_MS) => {
    const id = get().lastId + 1;
    set({ lastId: id, notices: [...get().notices, { id, tone, messageKey, values }] });
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set({ notices: get().notices.filter((notice) => notice.id !== id) }),
}));

export function useNotices<T>(selector: (state: NoticesState) => T): T {
  return useStore(noticesStore, selector);
}
