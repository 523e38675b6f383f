import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ScreenCrashBoundary } from '@src/app/crash-boundary';
import { useScrollRestoration } from '@ui/layout/use-scroll-restoration';

function Broken(): never {
  throw new Error('a screen that cannot render');
}

describe('a screen that throws', () => {
  it('shows the crash screen with a way to reload, and the next page normally', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">elsewhere</Link>
        <Routes>
          <Route element={<ScreenCrashBoundary />}>
            <Route path="broken" element={<Broken />} />
            <Route path="fine" element={<h1>Fine</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Se nos hundió el barco' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'a screen that cannot render' }));

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Se nos hundió el barco' })).not.toBeInTheDocument();
  });
});

describe('scroll position between pages', () => {
  afterEach(() => sessionStorage.clear());

  function scrollBy(y: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  }

  it('opens a new page at its top and returns to the old position on going back', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    function Page() {
      useScrollRestoration();
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Page />
      </MemoryRouter>,
    );
    scrollBy(640);
    await act(async () => void (await navigate('/detail')));
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);

    scrollBy(90);
    await act(async () => void (await navigate(-1)));
    expect(scrolled).toHaveBeenLastCalledWith(0, 640);
  });
});
