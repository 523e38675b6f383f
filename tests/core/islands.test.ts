/**
 * The built-in islands of History Mode, played through the real rules engine: well-formed content in both languages,
 * a way to win on each, many ways to die, and a difficulty that grows with the stars (Beach 1, Zombie 3, Goblin 5).
 */
import { describe, expect, it } from 'vitest';
import { characterById, STARTER_CHARACTER_ID } from '../../src/core/catalogue/characters';
import { mapDifficulty } from '../../src/core/difficulty';
import { drawEvent, startRun, type PlayMap } from '../../src/core/run';
import { drawableEvents } from '../../src/core/run/map-index';
import { BUILT_IN_ISLANDS } from '../../server/content/islands/index';
import { islandPlayMap } from '../../server/content/islands/play-map';
import type { Island } from '../../server/content/islands/types';
import { islandProblems } from '../../server/content/islands/validate';
import { greedyPolicy, playRun, randomPolicy, summarizeRuns } from './helpers/island-runs';

const starter = characterById(STARTER_CHARACTER_ID)!;
const [beach, zombie, goblin] = BUILT_IN_ISLANDS;
const RANDOM_RUNS = 1000;
/** Issue 26: at least 40 events per built-in island. */
const MIN_EVENTS = 40;

/** The event the bottle opens a fresh run with. */
function firstEvent(map: PlayMap, seed: string): number | null {
  const drawn = drawEvent(map, startRun(map, starter, 1, seed));
  return drawn.ok ? drawn.state.current : null;
}

/** Random play of each island, measured once for the whole file (seeded: the same numbers every time). */
const randomPlay = new Map(
  BUILT_IN_ISLANDS.map((island) => [
    island,
    summarizeRuns(islandPlayMap(island).map, starter, RANDOM_RUNS, randomPolicy),
  ]),
);

const difficultyOf = (map: PlayMap) => mapDifficulty(map.events);

describe('the built-in islands', () => {
  it('are maps 1 to 3 with the stars of the History screen', () => {
    expect(BUILT_IN_ISLANDS.map((island) => [island.mapId, island.name.en, island.difficulty])).toEqual([
      [1, 'Beach Island', 1],
      [2, 'Zombie Island', 3],
      [3, 'Goblin Island', 5],
    ]);
  });

  describe.each(BUILT_IN_ISLANDS.map((island) => [island.name.en, island] as const))('%s', (_name, island: Island) => {
    const options = island.events.flatMap((event) => event.options);

    it('is well-formed: every key resolves, 2 to 4 options per event, Spanish and English everywhere', () => {
      expect(islandProblems(island)).toEqual([]);
      expect(island.events.length).toBeGreaterThanOrEqual(MIN_EVENTS);
      for (const event of island.events) expect(event.premise.en).not.toBe(event.premise.es);
    });

    it(`has at least ${MIN_EVENTS} events, every text in Spanish and English, every premise its own`, () => {
      expect(island.events.length).toBeGreaterThanOrEqual(MIN_EVENTS);
      const texts = island.events.flatMap((event) => [
        event.premise,
        ...event.options.flatMap((option) => [option.option, option.consequence_text]),
      ]);
      for (const text of texts) {
        expect(text.es.trim(), text.en).not.toBe('');
        expect(text.en.trim(), text.es).not.toBe('');
      }
      // The keyboard player of the e2e journeys (tests/e2e/helpers/play-keyboard.ts) knows an event by its premise.
      for (const language of ['es', 'en'] as const) {
        expect(new Set(island.events.map((event) => event.premise[language])).size).toBe(island.events.length);
      }
    });

    it('opens with a different event from run to run: 20 fresh runs show at least 8 first events', () => {
      const { map } = islandPlayMap(island);
      const firsts = Array.from({ length: 20 }, (_, i) => firstEvent(map, `first-event-${i}`));
      expect(firsts).not.toContain(null);
      expect(new Set(firsts).size).toBeGreaterThanOrEqual(8);
    });

    it('can open a run with any of its many events drawable at the start, the bottle drawing uniformly', () => {
      const { map } = islandPlayMap(island);
      const drawable = drawableEvents(map, startRun(map, starter, 1, 'start'));
      // Locked events, and events whose every option needs an item, cannot open a run: most events must be neither.
      expect(drawable.length).toBeGreaterThanOrEqual(30);
      const opened = new Map<number | null, number>();
      for (let i = 0; i < 3000; i++) {
        const first = firstEvent(map, `opening-${i}`);
        opened.set(first, (opened.get(first) ?? 0) + 1);
      }
      expect([...opened.keys()].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(drawable.sort((a, b) => a - b));
      // Uniform: each opens about 3000 / drawable times; none more than twice that.
      expect(Math.max(...opened.values())).toBeLessThan((2 * 3000) / drawable.length);
    });

    it('has its own food, drink, healing, comfort and quest items, ', () => {
      expect(island.items.length).toBeGreaterThanOrEqual(6);
      expect(island.items.length).toBeLessThanOrEqual(10);
      expect(new Set(island.items.map((item) => item.functionality))).toEqual(
        new Set(['food', 'drink', 'heal', 'mind', 'intercambiable']),
      );
      // Every item can be found, and every quest item opens at least one option.
      const rewarded = new Set(options.map((option) => option.rewards));
      const required = new Set(options.map((option) => option.requires));
      for (const item of island.items) {
        expect(rewarded, item.key).toContain(item.key);
        if (item.functionality === 'intercambiable') expect(required, item.key).toContain(item.key);
      }
    });

    it('chains events: locked events opened by unlocks, and follows that open the next scene at once', () => {
      const locked = new Set(island.events.filter((event) => event.locked).map((event) => event.key));
      const unlocksLocked = options.filter((option) => option.unlocks !== null && locked.has(option.unlocks));
      expect(unlocksLocked.length).toBeGreaterThanOrEqual(3);
      expect(options.filter((option) => option.follows !== null).length).toBeGreaterThanOrEqual(2);
      expect(options.filter((option) => option.wins).length).toBeGreaterThanOrEqual(3);
    });

    it('can be won by the starter character at level 1, by a rescue', () => {
      const { map } = islandPlayMap(island);
      const rescues = Array.from({ length: 20 }, (_, i) => playRun(map, starter, `greedy-${i}`, greedyPolicy)).filter(
        (run) => run.status === 'won' && run.endReason === 'wins',
      );
      expect(rescues.length).toBeGreaterThan(0);
    });

    it('has many ways to die', () => {
      const play = randomPlay.get(island)!;
      expect(play.fatalChoices).toBeGreaterThanOrEqual(30);
      expect(Object.keys(play.deathsBy).length).toBeGreaterThanOrEqual(3);
    });
  });

  it('get harder with the stars: random play wins less often from Beach to Zombie to Goblin', () => {
    const rate = (island: Island) => randomPlay.get(island)!.winRate;
    expect(rate(beach)).toBeGreaterThan(0.45);
    expect(rate(beach) - rate(zombie)).toBeGreaterThan(0.15);
    expect(rate(zombie) - rate(goblin)).toBeGreaterThan(0.08);
    expect(rate(goblin)).toBeGreaterThan(0.03);
  });

  it('get harder with the stars by the content-based difficulty score too', () => {
    const [b, z, g] = BUILT_IN_ISLANDS.map((island) => difficultyOf(islandPlayMap(island).map));
    expect(b).toBeLessThan(z);
    expect(z).toBeLessThan(g);
  });
});

describe('the island checker', () => {
  const broken = (change: (island: Island) => Island) => islandProblems(change(beach));

  it('reports unknown keys, option counts, missing translations and locked events nothing opens', () => {
    const [first, ...rest] = beach.events;
    const oneBadOption = { ...first, options: [{ ...first.options[0], rewards: 'beach.nope' }] };
    expect(broken((island) => ({ ...island, events: [oneBadOption, ...rest] }))).toEqual([
      `${first.key}: has 1 options (2 to 4 expected)`,
      `${first.key} option 1: rewards names unknown key "beach.nope"`,
    ]);
    const untranslated = { ...first, premise: { es: 'Hola', en: ' ' } };
    expect(broken((island) => ({ ...island, events: [untranslated, ...rest] }))).toEqual([
      `${first.key}: premise has no en text`,
    ]);
    const lockedWithNoWayIn = { ...first, key: 'beach.secret', locked: true };
    expect(broken((island) => ({ ...island, events: [...island.events, lockedWithNoWayIn] }))).toEqual([
      'beach.secret: locked and nothing opens it',
    ]);
    expect(broken((island) => ({ ...island, items: [...island.items, island.items[0]] }))).toEqual([
      `key "${beach.items[0].key}" is used more than once`,
    ]);
  });
});
