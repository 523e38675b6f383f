/**
 * The custom skin order's field limits, written once: the zod schema (src/contract/custom-skins.ts) and the order form
 * both read them. Zod-free on purpose, so the form gets the numbers without zod in its bundle.
 */
export const CUSTOM_SKIN_NAME_MAX = 40;
export const CUSTOM_SKIN_DESCRIPTION_MAX = 1000;
