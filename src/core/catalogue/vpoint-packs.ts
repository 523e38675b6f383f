/**
 * The VPoints packs of spec 9: the amount the client sends (the price in euro cents), the VPoints it buys and the price
 * in euros. The server takes the price and the VPoints from here, never from the request.
 */
export interface VpointPack {
  /** Price in euro cents: the `amount` of POST /api/create-checkout-session. */
  readonly amount: number;
  readonly vpoints: number;
  readonly euros: number;
}

export const VPOINT_PACKS: readonly VpointPack[] = [
  { amount: 100, vpoints: 1_000, euros: 1 },
  { amount: 500, vpoints: 6_000, euros: 5 },
  { amount: 1_000, vpoints: 14_000, euros: 10 },
  { amount: 2_000, vpoints: 30_000, euros: 20 },
  { amount: 5_000, vpoints: 90_000, euros: 50 },
  { amount: 10_000, vpoints: 200_000, euros: 100 },
];

export const packForAmount = (amount: number): VpointPack | undefined =>
  VPOINT_PACKS.find((pack) => pack.amount === amount);

/** The euro value of VPoints at the smallest pack's rate (1,000 VPoints = 1 €), shown next to every VPoints price. */
export const eurosForVpoints = (vpoints: number): number => (vpoints * VPOINT_PACKS[0].euros) / VPOINT_PACKS[0].vpoints;

/** "1.000 VPoints": the pack's name on the checkout page and on the card statement's line (Spanish grouping). */
export const vpointsLabel = (vpoints: number): string =>
  `${new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(vpoints)} VPoints`;
