/** The run engine: the only entry point the game screen and the server need. */
export { canChoose, choose } from './choose';
export { consumeItem } from './consume-item';
export { drawEvent, openEvent } from './draw';
export { SURVIVAL_DRAIN_PERCENT } from './drain';
export { experienceFor } from './experience';
export { drawableEvents } from './map-index';
export { applyAction, applyActions, replayRun, sameAction, startsWithActions, type ReplayResult } from './replay';
export { startRun } from './start';
export { turnBreakdown, type TurnBreakdown } from './turn-breakdown';
export type * from './types';
