/**
 * Every local storage key the app writes, in one place so that no key is spelled twice and signing out can name what
 * it keeps. The session's own keys (token, userName, lvl, exp, vpoints, …) are the field names of `SessionData`
 * (spec section 3) and live with the session store.
 */
export const STORAGE_KEYS = {
  /** Spec 3 `mapa`: the map /play plays, written by History Mode, Online Mode and the map creator's Play. */
  mapToPlay: 'mapa',
  /** The path the run in /play began from, where its end popup's "Volver" leads (src/state/run/run-origin.ts). */
  playOrigin: 'playOrigin',
  /** The run in /play is of the daily island (started by POST /daily/play): src/state/daily/daily-run.ts. */
  dailyRun: 'dailyRun',
  /** The run /play continues after a reload (its hash and map), until it ends (src/state/run/run-in-progress.ts). */
  runInProgress: 'runInProgress',
  /** A playtest from the map editor's "Probar desde #N": the event the run opens with (src/state/playtest.ts). */
  playtestEvent: 'playtestEvent',
  /** The map the event screens (/map_creator/event_creator and the diagram editor) work on. */
  mapInEditor: 'mapId',
  /** Spec 3 `title` and `description` of the map in the editor. */
  mapInEditorTitle: 'title',
  mapInEditorDescription: 'description',
  /** The interface language the player chose; the only key that survives signing out. */
  language: 'language',
  /** A visitor has been shown what the profile panel is for (spec 2). */
  visitorTourSeen: 'visitorTourSeen',
  /** The player ticked "Don't show again" in the game's tutorial: it no longer starts by itself on Beach Island. */
  gameTutorialHidden: 'gameTutorialHidden',
  musicMuted: 'musicMuted',
  musicVolume: 'musicVolume',
} as const;
