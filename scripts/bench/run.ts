/**
 * `npm run bench`: every benchmark in turn. Figures are reported as ratios against a baseline measured in the same run,
 * because these machines are shared and absolute numbers are noise. `npm run bench -- api` runs one group;
 * `npm run bench -- api maps` only the API targets whose name contains "maps".
 */
import { benchApi } from './api';
import { benchEditorOpen } from './editor-open';

const benches: Record<string, (filter?: string) => Promise<void>> = {
  api: benchApi,
  'editor-open': () => benchEditorOpen(),
};

const [group, filter] = process.argv.slice(2);
for (const [name, bench] of Object.entries(benches)) {
  if (group && !name.includes(group)) continue;
  await bench(filter);
}
