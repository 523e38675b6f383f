import { useTranslation } from 'react-i18next';
import type { EditorGraph } from '@src/state/editor/graph-edits';
import { useEditor } from '@src/state/editor/store';
import { Icon } from '@ui/components/icon';
import styles from './first-steps.module.css';

type Step = 'event' | 'option' | 'link' | 'win';

/** Which steps of a first map are done, read from the graph itself (nothing to keep in sync). */
function doneSteps(graph: EditorGraph): Record<Step, boolean> {
  const options = [...graph.events.values()].flatMap((event) => event.consequences);
  return {
    event: graph.events.size > 0,
    option: options.length > 0,
    link: options.some((option) => option.follows_eventid !== null || option.unlocks_eventid !== null),
    win: options.some((option) => option.wins),
  };
}

const STEPS: readonly Step[] = ['event', 'option', 'link', 'win'];

/**
 * The guide an empty map opens with: create an event, add an option, link it to another event, make one win and test
 * it. Each step ticks itself off as the graph changes; "Crear" starts the first, and the guide can be closed.
 */
export function FirstSteps({ onCreate, onClose }: { onCreate: () => void; onClose: () => void }) {
  const { t } = useTranslation('editor');
  // A string of the steps' states: the screen re-renders when a step changes, not on every edit of the graph.
  const flags = useEditor((state) => {
    const steps = doneSteps(state.graph);
    return STEPS.map((step) => (steps[step] ? '1' : '0')).join('');
  });
  const done = Object.fromEntries(STEPS.map((step, index) => [step, flags[index] === '1'])) as Record<Step, boolean>;
  const allDone = STEPS.every((step) => done[step]);
  return (
    <section className={styles.guide} aria-labelledby="first-steps-title">
      <header className={styles.header}>
        <h2 id="first-steps-title">{t(allDone ? 'firstSteps.readyTitle' : 'firstSteps.title')}</h2>
        <button type="button" className="btn btn--icon" onClick={onClose} aria-label={t('firstSteps.close')}>
          <Icon name="close" />
        </button>
      </header>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step} className={done[step] ? styles.done : undefined}>
            <span className={styles.mark} aria-hidden="true">
              {done[step] ? '✓' : ''}
            </span>
            <span>
              <strong>{t(`firstSteps.${step}.title`)}</strong>
              <span className="visually-hidden">{t(done[step] ? 'firstSteps.doneState' : 'firstSteps.todoState')}</span>
              <br />
              {t(`firstSteps.${step}.how`)}
            </span>
          </li>
        ))}
      </ol>
      {!done.event && (
        <button type="button" className="btn btn--primary" onClick={onCreate}>
          <Icon name="plus" />
          {t('firstSteps.createFirst')}
        </button>
      )}
    </section>
  );
}
