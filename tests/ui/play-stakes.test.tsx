import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@src/i18n';
import { StakeMarks } from '@ui/features/play/event/stake-marks';
import { openGame } from './play-helpers';

/** An option's preview: which stats it touches, one mark or two, in its marks and in its accessible name. */
describe('the stakes an option shows before it is chosen', { timeout: 20_000 }, () => {
  it('puts the marks and the sentence in the option, never the sign or the number', async () => {
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Abrir la botella' }));
    const panel = screen.getByRole('dialog', { name: 'Un cangrejo gigante te roba la toalla.' });
    // −20 health: two marks.
    const fight = within(panel).getByRole('button', { name: 'Pelear por la toalla toca la salud, mucho' });
    const marks = fight.querySelectorAll('[data-stat]');
    expect([...marks].map((mark) => [mark.getAttribute('data-stat'), mark.getAttribute('data-marks')])).toEqual([
      ['health', '2'],
    ]);
    expect(marks[0].querySelectorAll('img, [class*="iconStandIn"]').length).toBe(1);
    expect(fight).not.toHaveTextContent(/20|−|-|\+/);
    // An option that moves no stat shows no marks and says nothing more.
    const search = within(panel).getByRole('button', { name: 'Buscar en la arena' });
    expect(search.querySelectorAll('[data-stat]')).toHaveLength(0);
    // The item required is still named as before.
    expect(within(panel).getByRole('button', { name: /^Atarlo con la cuerda/ })).toHaveTextContent('Necesitas Cuerda');
  });

  it('says it in English too', async () => {
    const { user } = await openGame();
    await act(() => i18n.changeLanguage('en'));
    await user.click(screen.getByRole('button', { name: 'Open the bottle' }));
    expect(screen.getByRole('button', { name: 'Pelear por la toalla touches health, a lot' })).toBeInTheDocument();
  });

  it('lists every stat touched, a lot or a little, in the stats bar order, in both languages', async () => {
    const stakes = [
      { stat: 'hunger', marks: 2 },
      { stat: 'thirst', marks: 1 },
    ] as const;
    const { container, unmount } = render(<StakeMarks stakes={stakes} />);
    expect(container).toHaveTextContent('toca el hambre, mucho; la sed, poco');
    expect([...container.querySelectorAll('[data-marks]')].map((mark) => mark.children.length - 1)).toEqual([2, 1]);
    unmount();
    await i18n.changeLanguage('en');
    expect(render(<StakeMarks stakes={stakes} />).container).toHaveTextContent(
      'touches hunger, a lot; thirst, a little',
    );
  });
});
