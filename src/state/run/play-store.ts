import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { toApiError, type ApiError } from '@src/api/errors';
import {
  choose,
  consumeItem,
  drawEvent,
  openEvent,
  startRun,
  startsWithActions,
  type Refusal,
  type RunAction,
  type RunState,
} from '@src/core/run';
import type { Stats } from '@src/core/stats';
import { reportRunEnd, type Ending } from './ending';
import { outcomeOf, type Outcome } from './outcome';
import { cueStep } from './stage-cues';
import { stepFeedback, type StepFeedback } from './stat-feedback';
import type { LoadPart, LoadedRun } from './loaded-run';
import { runOriginOf } from './run-origin';
import { isDailyRunToPlay } from '@src/state/daily/daily-run';
import { beginRun } from './run-begin';
import { forgetRunInProgress, rememberRunInProgress } from './run-in-progress';
import { replayedRun } from './replayed-run';
import { stepSender } from './step-sync';

/** What a run was started with: "Jugar otra vez" starts the same again. */
interface RunRequest {
  readonly mapId: number;
  readonly selectedCharacter: number;
  readonly openingEventId: number | null;
}

/** Popups opened from the action bar; they lie over the event panel. */
export type Menu = 'backpack' | 'character' | 'exit' | 'music';

export interface PlayState {
  readonly status: 'idle' | 'loading' | 'failed' | 'ready';
  readonly loaded: readonly LoadPart[];
  readonly error: ApiError | null;
  readonly loadedRun: LoadedRun | null;
  readonly run: RunState | null;
  /**
   * A playtest that opened with a chosen event (the map editor's "play from event N"): the server cannot replay it
   * from its seed, so it is never sent to /play/endGame and earns nothing.
   */
  readonly practice: boolean;
  /** What the player did, in order: each sent to /play/step as it is made, and all to /play/endGame. */
  readonly actions: readonly RunAction[];
  /** How many of `actions` the server has stored (resume anywhere: src/state/run/step-sync.ts). */
  readonly synced: number;
  /** The server takes no more steps of this run (settled, refused): they are no longer sent. */
  readonly stepsStopped: boolean;
  /** The run moved on on another device and this one adopted its steps; shown until the next action. */
  readonly caughtUp: boolean;
  /** The stats at the start and after every turn, for the run summary's chart. */
  readonly timeline: readonly Stats[];
  /** What the last choice or item did to the bars (pulses, lines crossed); null when it moved none. */
  readonly feedback: StepFeedback | null;
  /** The result of the last choice, shown until the player continues. */
  readonly outcome: Outcome | null;
  readonly ending: Ending | null;
  readonly menu: Menu | null;
  /** The guided tutorial's step on screen, or null. */
  readonly tutorialStep: number | null;
  /** Each start gets a number; answers for an older start are dropped. */
  readonly generation: number;
  /** The last start's map, character and opening event. */
  readonly request: RunRequest | null;
  /** Where the run began (History Mode, Online Mode, the editor…): the end popup's "Volver" leads there. */
  readonly origin: string;

  /** Loads and starts a run; `openingEventId` opens that event first instead of the bottle's draw (a playtest). */
  start(mapId: number, selectedCharacter: number, openingEventId?: number | null): Promise<void>;
  /** A new run of the same map, with the same character (and, for a playtest, the same opening event). */
  restart(): Promise<void>;
  /** Opens the bottle: draws the next event. */
  draw(): void;
  /** Takes an option of the event on screen; answers why not when it cannot be taken. */
  choose(consequenceId: number): Refusal | null;
  /** Leaves the outcome: a followed event opens at once, otherwise the bottle waits. */
  proceed(): void;
  useItem(itemId: number): Refusal | null;
  openMenu(menu: Menu): void;
  closeMenu(): void;
  showTutorial(step: number | null): void;
  retryEnding(): void;
}

const fresh = {
  status: 'idle',
  loaded: [],
  error: null,
  loadedRun: null,
  run: null,
  practice: false,
  actions: [],
  synced: 0,
  stepsStopped: false,
  caughtUp: false,
  timeline: [],
  feedback: null,
  outcome: null,
  ending: null,
  menu: null,
  tutorialStep: null,
} as const satisfies Partial<PlayState>;

export const playStore = createStore<PlayState>()((set, get) => {
  let steps = 0;
  const feedbackOf = (before: RunState, after: RunState) => stepFeedback(before, after, ++steps);

  /** Sends the finished run once; the answer (experience) lands in `ending`. */
  const finish = (run: RunState) => {
    const { loadedRun, actions, practice } = get();
    if (!loadedRun || run.status === 'playing') return;
    forgetRunInProgress();
    if (practice) {
      set({ ending: { status: 'practice', experience: null, error: null, daily: null } });
      return;
    }
    const mine = get().generation;
    set({ ending: { status: 'sending', experience: null, error: null, daily: null } });
    void reportRunEnd(loadedRun, run, actions).then((ending) => {
      if (mine === get().generation) set({ ending });
    });
  };

  /**
   * Another device's stored steps: when ours start with them the server is only behind us; otherwise (we are behind,
   * or the runs went apart) the run becomes their replay.
   */
  const adopt = (steps: readonly RunAction[]) => {
    const { loadedRun, actions } = get();
    if (!loadedRun) return;
    if (startsWithActions(actions, steps)) return set({ synced: steps.length });
    const replayed = replayedRun(loadedRun, steps);
    if (!replayed) return set({ stepsStopped: true });
    const { run, timeline } = replayed;
    set({
      run,
      actions: steps,
      synced: steps.length,
      timeline,
      feedback: null,
      outcome: null,
      menu: null,
      caughtUp: true,
    });
    finish(run);
  };
  const current = (generation: number) => generation === get().generation;
  const sendSteps = stepSender({
    view: () => {
      const { loadedRun, practice, stepsStopped, generation, actions, synced } = get();
      return loadedRun && !practice && !stepsStopped
        ? { generation, gameHash: loadedRun.gameHash, actions, synced }
        : null;
    },
    synced: (generation, count) => current(generation) && set({ synced: Math.max(get().synced, count) }),
    adopt: (generation, steps) => current(generation) && adopt(steps),
    stop: (generation) => current(generation) && set({ stepsStopped: true }),
  });

  return {
    ...fresh,
    generation: 0,
    request: null,
    origin: '/',

    async start(mapId, selectedCharacter, openingEventId = null) {
      const mine = get().generation + 1;
      const request = { mapId, selectedCharacter, openingEventId };
      set({ ...fresh, status: 'loading', generation: mine, request, origin: runOriginOf(mapId) });
      try {
        // A daily run is started by the daily's own call, which picks today's island and seed.
        const source = isDailyRunToPlay() ? ({ kind: 'daily' } as const) : ({ kind: 'map', mapId } as const);
        const resumable = openingEventId === null;
        const { loadedRun, resumed } = await beginRun(source, mapId, selectedCharacter, resumable, (part) => {
          if (mine === get().generation) set({ loaded: [...get().loaded, part] });
        });
        if (mine !== get().generation) return;
        if (resumed) {
          const { actions, replayed } = resumed;
          set({
            status: 'ready',
            loadedRun,
            run: replayed.run,
            actions,
            synced: actions.length,
            timeline: replayed.timeline,
          });
          finish(replayed.run);
          return;
        }
        const started = startRun(loadedRun.map, loadedRun.character.rules, loadedRun.level, loadedRun.seed);
        // An opening event that cannot open (gone from the map, or locked behind items) leaves a normal run.
        const opened = openingEventId === null ? null : openEvent(loadedRun.map, started, openingEventId);
        const run = opened?.ok ? opened.state : started;
        // Until it ends, a reload of /play continues this run (a practice run cannot be continued: it is not replayable).
        if (!opened?.ok) rememberRunInProgress({ gameHash: loadedRun.gameHash, mapId });
        set({ status: 'ready', loadedRun, run, practice: opened?.ok === true, timeline: [run.stats] });
        finish(run);
      } catch (error) {
        if (mine === get().generation) set({ status: 'failed', error: toApiError(error) });
      }
    },

    async restart() {
      const { request } = get();
      if (request) await get().start(request.mapId, request.selectedCharacter, request.openingEventId);
    },

    draw() {
      const { loadedRun, run, outcome } = get();
      if (!loadedRun || !run || outcome || run.current !== null) return;
      const drawn = drawEvent(loadedRun.map, run);
      if (!drawn.ok) return;
      set({ run: drawn.state });
      cueStep(run, drawn.state);
      finish(drawn.state);
    },

    choose(consequenceId) {
      const { loadedRun, run, actions, timeline } = get();
      if (!loadedRun || !run) return { code: 'run-ended' };
      if (run.current === null) return { code: 'event-not-current', eventId: -1, current: null };
      const eventId = run.current;
      const result = choose(loadedRun.map, run, eventId, consequenceId);
      if (!result.ok) return result.refusal;
      const next = result.state;
      const outcome = outcomeOf(loadedRun, run, next, eventId, consequenceId);
      set({
        run: next,
        actions: [...actions, { type: 'choose', eventId, consequenceId }],
        timeline: [...timeline, next.stats],
        feedback: feedbackOf(run, next),
        outcome,
        caughtUp: false,
      });
      sendSteps();
      cueStep(run, next, outcome.rewardId !== null);
      finish(next);
      return null;
    },

    proceed() {
      set({ outcome: null });
    },

    useItem(itemId) {
      const { loadedRun, run, actions } = get();
      if (!loadedRun || !run) return { code: 'run-ended' };
      const result = consumeItem(loadedRun.map, run, itemId);
      if (!result.ok) return result.refusal;
      set({
        run: result.state,
        actions: [...actions, { type: 'use-item', itemId }],
        feedback: feedbackOf(run, result.state),
        caughtUp: false,
      });
      sendSteps();
      cueStep(run, result.state);
      return null;
    },

    openMenu: (menu) => set({ menu }),
    closeMenu: () => set({ menu: null }),
    showTutorial: (step) => set({ tutorialStep: step }),

    retryEnding() {
      const { run, ending } = get();
      if (run && ending?.status === 'failed') finish(run);
    },
  };
});

export function usePlay<T>(selector: (state: PlayState) => T): T {
  return useStore(playStore, selector);
}
