import type { PlayMap } from '@src/core/run';
import type { SimulationFigures } from '@src/core/simulation/figures';
import type { SimulationOptions } from '@src/core/simulation/simulate';

/**
 * Runs the simulation of src/core/simulation for the panel: in a Web Worker in the app, so 1,000 runs never freeze the
 * canvas, and the core function itself in the tests (jsdom has no Worker). Aborting the signal stops the work.
 */
export type RunSimulation = (
  map: PlayMap,
  options: SimulationOptions,
  signal: AbortSignal,
) => Promise<SimulationFigures>;

/** One worker per simulation, ended with it: nothing is kept between runs, and closing the panel ends the work. */
export const simulateInWorker: RunSimulation = (map, options, signal) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' });
    const settle = (finish: () => void) => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
      finish();
    };
    const onAbort = () => settle(() => reject(signal.reason));
    signal.addEventListener('abort', onAbort);
    worker.onmessage = (message: MessageEvent<SimulationFigures>) => settle(() => resolve(message.data));
    worker.onerror = (error) => {
      error.preventDefault();
      settle(() => reject(new Error(error.message)));
    };
    worker.postMessage({ map, options });
  });
