import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Sheet } from '@ui/features/event-editor/sheet';

describe("the editor's panel over the canvas", () => {
  it('minimises to its header and comes back, naming what its button does, without closing', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Sheet title="Datos de jugadores" onClose={onClose}>
        <p>La leyenda</p>
      </Sheet>,
    );
    const panel = screen.getByRole('dialog', { name: 'Datos de jugadores' });
    const minimise = screen.getByRole('button', { name: 'Minimizar el panel' });
    expect(minimise).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(minimise.getAttribute('aria-controls')!)).toHaveTextContent('La leyenda');

    await user.click(minimise);
    expect(panel).toHaveAttribute('data-minimised', 'true');
    const expand = screen.getByRole('button', { name: 'Mostrar el panel' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');

    await user.click(expand);
    expect(panel).toHaveAttribute('data-minimised', 'false');
    expect(onClose).not.toHaveBeenCalled();
  });
});
