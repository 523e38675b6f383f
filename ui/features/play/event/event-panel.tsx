import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameIcon } from '../parts/game-icon';
import { GamePanel } from '../parts/game-panel';
import { uiIconUrl } from '../parts/art';
import { usePlay } from '@src/state/run/play-store';
import { OptionList } from './option-list';
import { OutcomeView } from './outcome-view';
import styles from './event.module.css';

/**
 * The event popup (spec 2): the premise and its options; after a choice, what happened. It is docked beside the
 * portrait, so the character's reaction stays in sight, and it is not modal: the backpack stays at hand.
 */
export function EventPanel() {
  const { t } = useTranslation('play');
  const titleId = useId();
  const loadedRun = usePlay((state) => state.loadedRun);
  const run = usePlay((state) => state.run);
  const outcome = usePlay((state) => state.outcome);
  if (!loadedRun || !run) return null;

  if (outcome) {
    return (
      <GamePanel labelledBy={titleId} placement="docked" focusKey={`outcome-${run.turn}`}>
        <OutcomeView loadedRun={loadedRun} outcome={outcome} titleId={titleId} />
      </GamePanel>
    );
  }

  const event = run.status === 'playing' && run.current !== null ? loadedRun.events.get(run.current) : undefined;
  if (!event) return null;
  return (
    <GamePanel labelledBy={titleId} placement="docked" focusKey={`event-${event.eventid}`}>
      <p className={styles.kicker}>
        <GameIcon src={uiIconUrl('bottle')} size={26} />
        {t('event.kicker')}
      </p>
      <h2 id={titleId} className={styles.text}>
        {event.premise}
      </h2>
      <OptionList key={event.eventid} loadedRun={loadedRun} run={run} event={event} />
    </GamePanel>
  );
}
