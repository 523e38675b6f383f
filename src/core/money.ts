/** The smallest VPoint pack (spec 9: 1.000 VPoints for 1 €): prices in VPoints are shown in euros at this rate. */
export const VPOINTS_PER_EURO = 1_000;

export const vpointsToEuros = (vpoints: number): number => vpoints / VPOINTS_PER_EURO;
