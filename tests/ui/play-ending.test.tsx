import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '@src/i18n';
import { STAT_KEYS, type StatKey } from '@src/core/stats';
import type { RunState } from '@src/core/run';
import type { LoadedRun } from '@src/state/run/loaded-run';
import { EndingCard } from '@ui/features/play/end/ending-card';
import { TEST_MAP_ID } from './play-fixtures';
import { openGame, reachTheShip } from './play-helpers';

describe('game screen: the endings and the ways out of them', { timeout: 20_000 }, () => {
  it("a community map's death card names the stat that ran out, and Volver leads back to Online Mode", async () => {
    localStorage.setItem('playOrigin', '/online?search=playa');
    const { user, expectPath } = await openGame();
    await reachTheShip(user, /Nadar hacia el barco/);
    const end = await screen.findByRole('dialog', { name: 'You died' });
    const card = end.querySelector('figure');
    expect(card).toHaveAttribute('data-ending', 'death');
    expect(card).toHaveTextContent('Te vencieron las heridas');
    expect(card?.querySelector('img')).toHaveAttribute('src', '/uploads/7.jpeg');
    // Continue stays first in the popup's focus, with the two new ways out beside it.
    expect(within(end).getByRole('button', { name: 'Continuar' })).toHaveAttribute('data-autofocus');
    expect(within(end).getByRole('button', { name: 'Jugar otra vez' })).toBeInTheDocument();
    await user.click(within(end).getByRole('button', { name: 'Volver' }));
    await expectPath('/online');
  });

  it("a built-in island's rescue card has its picture and line, and Volver leads to History Mode", async () => {
    const { user, expectPath } = await openGame({}, 2);
    await reachTheShip(user, /Hacer señales/);
    const end = await screen.findByRole('dialog', { name: 'You won' });
    const card = end.querySelector('figure');
    expect(card).toHaveAttribute('data-ending', 'rescue');
    expect(card).toHaveTextContent('Isla Zombi');
    expect(card).toHaveTextContent(/Un helicóptero aterriza en la azotea del resort/);
    expect(card?.querySelector('img')).toHaveAttribute('src', '/assets/endings/2-rescue.jpeg');
    await user.click(within(end).getByRole('button', { name: 'Volver' }));
    await expectPath('/history');
  });

  it('Jugar otra vez starts a new run of the same map with the same character', async () => {
    const { user, api, expectPath } = await openGame();
    await reachTheShip(user, /Hacer señales/);
    const end = await screen.findByRole('dialog', { name: 'You won' });
    const startsBefore = api.requests.filter((request) => request.url === '/play/play').length;
    await user.click(within(end).getByRole('button', { name: 'Jugar otra vez' }));
    expect(await screen.findByRole('button', { name: 'Abrir la botella' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'You won' })).not.toBeInTheDocument();
    const starts = api.requests.filter((request) => request.url === '/play/play');
    expect(starts).toHaveLength(startsBefore + 1);
    expect(starts.at(-1)?.body).toEqual(starts[0].body);
    expect(starts[0].body).toMatchObject({ mapId: TEST_MAP_ID });
    await expectPath('/play');
  });

  it('a playtest from a chosen event plays again from that event', async () => {
    localStorage.setItem('playtestEvent', '2');
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: /Hacer señales/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const end = await screen.findByRole('dialog', { name: 'You won' });
    await user.click(within(end).getByRole('button', { name: 'Jugar otra vez' }));
    expect(await screen.findByRole('dialog', { name: 'Ves un barco en el horizonte.' })).toBeInTheDocument();
  });
});

/** Only what the card reads of a run and of the loaded run. */
const deadRun = (emptied: StatKey) =>
  ({
    status: 'dead',
    stats: { health: 40, hunger: 40, thirst: 40, sanity: 40, [emptied]: 0 },
  }) as unknown as RunState;
const beach = { mapId: 1, imageUrl: '/uploads/1.jpeg', character: { skin: 'tourist' } } as unknown as LoadedRun;

describe('the death card: one line for the stat that ran out, in both languages', () => {
  const lines = {
    es: {
      health: 'Te vencieron las heridas',
      hunger: 'Te venció el hambre',
      thirst: 'Te venció la sed',
      sanity: 'Te venció la locura',
    },
    en: {
      health: 'Your wounds got you',
      hunger: 'Hunger got you',
      thirst: 'Thirst got you',
      sanity: 'Madness got you',
    },
  } as const;

  for (const language of ['es', 'en'] as const)
    for (const stat of STAT_KEYS)
      it(`${language}: ${stat}`, async () => {
        await i18n.changeLanguage(language);
        render(
          <Suspense>
            <EndingCard run={deadRun(stat)} loadedRun={beach} />
          </Suspense>,
        );
        const card = await screen.findByRole('figure');
        expect(card).toHaveTextContent(lines[language][stat]);
        expect(card.querySelector('img')).toHaveAttribute('src', '/assets/endings/1-death.jpeg');
        expect(card.querySelectorAll('img')[1]).toHaveAttribute('src', '/assets/tourist/tourist_m.webp');
      });
});
