import { screen, within } from '@testing-library/react';
import { it } from 'vitest';
import { openGame } from './play-helpers';
it('dbg', async () => {
  const { user } = await openGame();
  console.log('A', document.activeElement?.tagName);
  await user.keyboard('{Enter}');
  console.log('B');
  const event = await screen.findByRole('dialog', { name: 'Un cangrejo gigante te roba la toalla.' });
  console.log('C', document.activeElement?.textContent);
  await user.keyboard('3');
  console.log('D', document.body.textContent?.slice(0, 300));
}, 15000);
