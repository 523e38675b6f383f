import { afterEach, describe, expect, it } from 'vitest';
import { gachaStore, stagedReveal } from '@src/state/gacha/roll-store';
import { gameStore } from '@src/state/game';
import { sessionStore } from '@src/state/session';
import { fakeApi } from './helpers/fake-api';
import { rolled } from './helpers/gacha';

afterEach(() => {
  gachaStore.getState().leave();
  gameStore.setState({ stageExpected: false, roll: null, rollShown: null, rollRevealed: null });
});

const rollAnswer = () => fakeApi({ 'POST /characters/roll': { status: 200, body: rolled() } });

describe('the gacha store', () => {
  it('pays a roll, hands its rarity to the stage and shows the answer once the stage has revealed it', async () => {
    rollAnswer();
    gameStore.getState().reportStageExpected(true);
    await gachaStore.getState().roll('common');
    const { paid } = gachaStore.getState();
    expect(paid.status).toBe('revealing');
    expect(sessionStore.getState().vpoints).toBe(rolled().vpoints);
    const staged = stagedReveal(gachaStore.getState());
    expect(staged).toEqual({ id: gameStore.getState().roll?.id, rarity: 'common', practice: false });
    gameStore.getState().reportRollRevealed(staged!.id);
    expect(gachaStore.getState().paid).toEqual({ status: 'revealed', result: rolled() });
  });

  it('shows the answer at once where no stage runs', async () => {
    rollAnswer();
    await gachaStore.getState().roll('common');
    expect(gachaStore.getState().paid.status).toBe('revealed');
  });

  it('shows nothing of an answer that arrives after the player left, but keeps the balance it reports', async () => {
    rollAnswer();
    const rolling = gachaStore.getState().roll('common');
    gachaStore.getState().leave();
    await rolling;
    expect(gachaStore.getState().paid).toEqual({ status: 'idle' });
    expect(gameStore.getState().roll).toBeNull();
    expect(sessionStore.getState().vpoints).toBe(rolled().vpoints);
  });

  it('says why a roll failed', async () => {
    fakeApi({
      'POST /characters/roll': { status: 400, body: { error: 'Saldo insuficiente', code: 'INSUFFICIENT_FUNDS' } },
    });
    await gachaStore.getState().roll('epic');
    expect(gachaStore.getState().paid).toMatchObject({ status: 'failed', message: expect.any(String) });
  });

  it('asks before spending: cancelling calls no server, confirming rolls, and "don\'t ask again" lasts the session', async () => {
    const api = rollAnswer();
    const rolls = () => api.requests.filter((request) => request.url === '/characters/roll').length;
    await gachaStore.getState().requestRoll('rare');
    expect(gachaStore.getState().confirming).toBe('rare');
    gachaStore.getState().cancelRoll();
    expect(gachaStore.getState().confirming).toBeNull();
    expect(rolls()).toBe(0);

    await gachaStore.getState().requestRoll('common');
    await gachaStore.getState().confirmRoll(true);
    expect(rolls()).toBe(1);
    expect(api.requests.at(-1)?.body).toEqual({ bannerType: 'common' });
    // Not asked again, even after leaving the screen and coming back.
    gachaStore.getState().leave();
    await gachaStore.getState().requestRoll('common');
    expect(gachaStore.getState().confirming).toBeNull();
    expect(rolls()).toBe(2);
    // Another player signing in is asked again; nothing of it is stored.
    sessionStore.getState().update({ token: 'token-of-luis' });
    expect(gachaStore.getState().askBeforeRolling).toBe(true);
    expect(Object.values(localStorage).join(' ')).not.toMatch(/ask/i);
  });
});
