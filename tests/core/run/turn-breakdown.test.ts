import { describe, expect, it } from 'vitest';
import { choose, drawEvent, startRun, turnBreakdown, type PlayMap, type RunState } from '../../../src/core/run';
import { event, option, plainCharacter, playMap } from '../helpers/maps';

/** The one event of `map` drawn, then option `consequenceId` chosen: the turn told apart. */
function turnOf(map: PlayMap, consequenceId: number, from?: RunState) {
  const drawn = drawEvent(map, from ?? startRun(map, plainCharacter, 1, 'breakdown'));
  if (!drawn.ok) throw new Error(drawn.refusal.code);
  const chosen = choose(map, drawn.state, 1, consequenceId);
  if (!chosen.ok) throw new Error(chosen.refusal.code);
  return {
    before: drawn.state,
    after: chosen.state,
    breakdown: turnBreakdown(map, drawn.state, chosen.state, 1, consequenceId),
  };
}

describe("a turn's changes told apart", () => {
  it('shows a drink at a full bar as the drink, capped, and the day’s thirst beside it (not as harm)', () => {
    const map = playMap([event(1, [option(10, { thirst: 20 })]), event(2, [option(20)])]);
    const { before, after, breakdown } = turnOf(map, 10);
    expect(after.stats.thirst - before.stats.thirst).toBe(-3);
    expect(breakdown.choice).toEqual({ health: 0, hunger: 0, thirst: 20, sanity: 0 });
    expect(breakdown.capped).toEqual(['thirst']);
    expect(breakdown.rest).toEqual({ health: 0, hunger: -2, thirst: -3, sanity: -1 });
  });

  it('adds up, stat by stat, to the net change when no bar caps the option', () => {
    const map = playMap([
      event(1, [option(10, { health: -20, hunger: 10, effect: 'bleeding' })]),
      event(2, [option(20)]),
    ]);
    const hungry = {
      ...startRun(map, plainCharacter, 1, 'breakdown'),
      stats: { health: 100, hunger: 50, thirst: 100, sanity: 100 },
    };
    const { before, after, breakdown } = turnOf(map, 10, hungry);
    expect(breakdown.capped).toEqual([]);
    for (const stat of ['health', 'hunger', 'thirst', 'sanity'] as const) {
      expect(breakdown.choice[stat] + breakdown.rest[stat]).toBe(after.stats[stat] - before.stats[stat]);
    }
    expect(breakdown.choice.health).toBe(-20);
    expect(breakdown.rest.health).toBeLessThan(0);
  });
});
