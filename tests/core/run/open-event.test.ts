import { describe, expect, it } from 'vitest';
import { drawEvent, openEvent, startRun } from '../../../src/core/run';
import { event, option, plainCharacter, playMap } from '../helpers/maps';

/** Event 1 open, event 2 locked, event 3 answerable only with item 7. */
const map = playMap([
  event(1, [option(10)]),
  event(2, [option(20, { wins: true })], true),
  event(3, [option(30, { requiredItemId: 7 })]),
]);
const fresh = () => startRun(map, plainCharacter, 1, 'open');

describe("opening a chosen event (the editor's playtest from an event)", () => {
  it('opens it instead of drawing, locked or not, and takes it out of the pool', () => {
    const opened = openEvent(map, fresh(), 2);
    expect(opened).toMatchObject({ ok: true, state: { current: 2, pool: [1, 3], turn: 0, status: 'playing' } });
  });

  it('leaves the generator alone, so the draws after it are the seed’s', () => {
    const opened = openEvent(map, fresh(), 1);
    expect(opened.ok && opened.state.rng).toEqual(fresh().rng);
  });

  it('refuses an event that is not in the map, already played, not answerable, or while another is open', () => {
    expect(openEvent(map, fresh(), 99)).toEqual({ ok: false, refusal: { code: 'unknown-event', eventId: 99 } });
    expect(openEvent(map, fresh(), 3)).toEqual({ ok: false, refusal: { code: 'event-not-answerable', eventId: 3 } });
    const drawn = drawEvent(map, fresh());
    if (!drawn.ok) throw new Error('draw refused');
    expect(openEvent(map, drawn.state, 2)).toEqual({ ok: false, refusal: { code: 'event-open', current: 1 } });
    const played = { ...drawn.state, current: null };
    expect(openEvent(map, played, 1)).toEqual({ ok: false, refusal: { code: 'unknown-event', eventId: 1 } });
  });
});
