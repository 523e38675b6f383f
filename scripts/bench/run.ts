/**
 * `npm run bench`: every benchmark in turn. Figures are reported as ratios against a baseline measured in the same run,
 * because these machines are shared and absolute numbers are noise. `npm run bench -- maps` runs only matching ones.
 */
import { benchEditorOpen } from './editor-open';
import { benchMapsAll } from './maps-all';

const benches: Record<string, () => Promise<void>> = {
  'maps-all': benchMapsAll,
  'editor-open': benchEditorOpen,
};

const filter = process.argv[2];
for (const [name, bench] of Object.entries(benches)) {
  if (filter && !name.includes(filter)) continue;
  await bench();
}
