import { useTranslation } from 'react-i18next';
import type { LoadedReplay } from '@src/state/daily/replay-store';
import type { ReplayFrame } from '@src/state/daily/replay-frames';
import styles from './replay.module.css';

/** What the frame on screen shows: the event drawn, the option taken and its outcome, the item used, or the end. */
export function ReplayCaption({ replay, frame }: { replay: LoadedReplay; frame: ReplayFrame }) {
  const { t } = useTranslation('daily');
  const { step, state } = frame;
  const event = step.kind === 'draw' || step.kind === 'choose' ? replay.events.get(step.eventId) : undefined;
  const option =
    step.kind === 'choose'
      ? event?.consecuencias.find((choice) => choice.consequenceid === step.consequenceId)
      : undefined;
  const ended = state.status !== 'playing';
  return (
    <div className={`paper ${styles.caption}`} aria-live="polite">
      <p className={styles.turn}>{t('replay.turn', { turn: state.turn })}</p>
      {step.kind === 'start' && <p>{t('replay.start')}</p>}
      {event && <p className={styles.premise}>{event.premise}</p>}
      {option && (
        <p>
          <strong>{t('replay.chose', { option: option.option })}</strong> {option.consequence_text}
        </p>
      )}
      {step.kind === 'use-item' && (
        <p>
          <strong>{t('replay.used', { item: replay.items.get(step.itemId)?.name ?? `#${step.itemId}` })}</strong>
        </p>
      )}
      {ended && <p className={styles.ending}>{t(state.status === 'won' ? 'replay.won' : 'replay.dead')}</p>}
    </div>
  );
}
