import type { TestMap } from './play-maps';

/** Five turns in a fixed order (each option leads to the next event) that wear the stats down, a drink found and used. */
export const longMap: TestMap = {
  difficulty: 4,
  items: [{ name: 'Agua', functionality: 'drink' }],
  events: [
    {
      options: [
        { thirst: -40, rewards: 0, follows: 1 },
        { health: -10, follows: 1 },
      ],
    },
    {
      locked: true,
      options: [
        { hunger: -20, follows: 2 },
        { sanity: -15, follows: 2 },
      ],
    },
    { locked: true, options: [{ health: -15, hunger: -10, follows: 3 }, { follows: 3 }] },
    { locked: true, options: [{ thirst: -20, follows: 4 }] },
    { locked: true, options: [{ wins: true }] },
  ],
};
