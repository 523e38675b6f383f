/** The eight profile banners, banner-01 … banner-08 in this order. */
import { coralReef, hibiscusPrint, jungleLeaves, rollingWaves } from './patterns';
import { desertDusk, starryNight, sunsetBeach, volcanoIsland } from './scenic';

export const banners: readonly (() => string)[] = [
  sunsetBeach,
  coralReef,
  jungleLeaves,
  starryNight,
  hibiscusPrint,
  desertDusk,
  rollingWaves,
  volcanoIsland,
];
