/** The islands of History Mode written so far (Desert and LM Island, maps 4 and 5, cannot be started yet: spec 2). */
import { beachIsland } from './beach';
import { goblinIsland } from './goblin';
import type { Island } from './types';
import { zombieIsland } from './zombie';

export const BUILT_IN_ISLANDS: readonly Island[] = [beachIsland, zombieIsland, goblinIsland];
