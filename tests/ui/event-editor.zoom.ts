import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The canvas camera in the editor tests: React Flow's viewport transform, read from the page. */
export function camera() {
  const transform = document.querySelector<HTMLElement>('.react-flow__viewport')!.style.transform;
  const [, x, y] = /translate\(([-\d.e]+)px,\s*([-\d.e]+)px\)/.exec(transform) ?? [];
  return { x: Number(x), y: Number(y), zoom: Number(/scale\(([\d.]+)\)/.exec(transform)?.[1]) };
}

export const zoom = () => camera().zoom;

/** Presses a zoom button until the camera is on the other side of `line`. */
export async function zoomPast(name: 'Alejar' | 'Acercar', line: number) {
  const past = () => (name === 'Alejar' ? zoom() < line : zoom() >= line);
  for (let press = 0; press < 20 && !past(); press++) {
    fireEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(zoom()).not.toBeNaN());
  }
  expect(past(), `zoom ${zoom()}`).toBe(true);
}
