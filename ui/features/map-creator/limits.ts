/**
 * Length and count limits of the creator forms, equal to the contract's (a test compares them). They are repeated here
 * because importing values from src/contract would pull zod into the browser bundle.
 */
export const MAP_TITLE_MAX = 80;
export const MAP_DESCRIPTION_MAX = 1000;
export const PREMISE_MAX = 2000;
export const OPTION_MAX = 200;
export const CONSEQUENCE_TEXT_MAX = 2000;
/** A stat change is a whole number from -100 to 100 (the baseline of a stat is 100). */
export const STAT_CHANGE_LIMIT = 100;
export const OPTIONS_PER_EVENT_MAX = 20;
export const ITEM_NAME_MAX = 60;
export const ITEM_DESCRIPTION_MAX = 500;
