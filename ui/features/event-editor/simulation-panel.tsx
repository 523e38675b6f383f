import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coreItem } from '@src/contract/to-core';
import type { PlayMap } from '@src/core/run';
import type { SimulationFigures } from '@src/core/simulation/figures';
import { SIMULATION_RUNS } from '@src/core/simulation/simulate';
import { formatCount } from '@src/i18n/format';
import { editorStore } from '@src/state/editor/store';
import { LoadingPanel } from '@ui/components/loading-panel';
import { FailedNotice } from './failed-notice';
import { coreEventsOf } from './map-issues';
import type { RunSimulation } from './run-simulation';
import { SimulationFiguresView } from './simulation-figures';
import styles from './simulation.module.css';

/** One seed for every simulation: the same map always shows the same figures, so a change's effect is its own. */
const SEED = 'editor';

type Result =
  | { readonly kind: 'running' }
  | { readonly kind: 'done'; readonly figures: SimulationFigures }
  | { readonly kind: 'failed' };

/** The map as it stands now, as the rules play it (the difficulty changes only experience, which bots do not earn). */
function currentMap(): PlayMap {
  const { graph, items } = editorStore.getState();
  return { difficulty: 1, events: coreEventsOf(graph.events), items: items.map(coreItem) };
}

/**
 * "Simulate 1,000 runs" (docs/event-editor.md, "Simulation"): the bots of src/core play the map as it stands when the
 * panel opens (or "Simulate again" is pressed), through `run`, and the figures show once they are done. Closing the
 * panel aborts the work.
 */
export function SimulationPanel({ run }: { run: RunSimulation }) {
  const { t, i18n } = useTranslation('editor');
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result>({ kind: 'running' });
  const runs = formatCount(SIMULATION_RUNS, i18n.language);

  useEffect(() => {
    const controller = new AbortController();
    run(currentMap(), { runs: SIMULATION_RUNS, seed: SEED }, controller.signal).then(
      (figures) => !controller.signal.aborted && setResult({ kind: 'done', figures }),
      () => !controller.signal.aborted && setResult({ kind: 'failed' }),
    );
    return () => controller.abort();
  }, [run, attempt]);

  const again = () => {
    setResult({ kind: 'running' });
    setAttempt((count) => count + 1);
  };

  if (result.kind === 'running') return <LoadingPanel label={t('simulation.running', { runs })} />;
  if (result.kind === 'failed') return <FailedNotice message={t('simulation.failed')} onRetry={again} />;
  return (
    <>
      <SimulationFiguresView figures={result.figures} />
      <button type="button" className={`btn ${styles.again}`} onClick={again}>
        {t('simulation.again')}
      </button>
    </>
  );
}
