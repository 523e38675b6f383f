/**
 * The stars a map's difficulty is given in (spec 3 and 9). Apart from the rule that computes it (./difficulty.ts),
 * which runs the game's rules at random: the screens that only draw the stars do not download the game's rules.
 */
export const DIFFICULTY_MIN = 1;
export const DIFFICULTY_MAX = 10;
