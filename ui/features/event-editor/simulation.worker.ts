/** The Web Worker of run-simulation.ts: the core simulation, off the main thread. An error reaches `onerror`. */
import type { PlayMap } from '@src/core/run';
import { simulateMap, type SimulationOptions } from '@src/core/simulation/simulate';

self.onmessage = ({ data }: MessageEvent<{ map: PlayMap; options: SimulationOptions }>) => {
  self.postMessage(simulateMap(data.map, data.options));
};
