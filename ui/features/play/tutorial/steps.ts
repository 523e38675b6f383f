/** The guided tour of the game screen: every control, in the order a new player meets them. */
export interface TutorialStep {
  /** Key under play:tutorial.steps. */
  readonly key: string;
  /** The data-tour mark of the control it points at; none for the opening and closing notes. */
  readonly target: string | null;
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { key: 'welcome', target: null },
  { key: 'stats', target: 'stats' },
  { key: 'effects', target: 'effects' },
  { key: 'character', target: 'character' },
  { key: 'bottle', target: 'bottle' },
  { key: 'backpack', target: 'backpack' },
  { key: 'music', target: 'music' },
  { key: 'exit', target: 'exit' },
  { key: 'keys', target: null },
];

/** Spec 2 and 9: the tutorial starts by itself 3 s into a run of map 1. */
export const TUTORIAL_MAP_ID = 1;
export const TUTORIAL_DELAY_MS = 3000;
