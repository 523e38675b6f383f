import { useTranslation } from 'react-i18next';
import { itemImageUrl } from '@src/api/play';
import { EFFECTS } from '@src/core/effects';
import { effectColors } from '@src/core/palette';
import { GameIcon } from '../parts/game-icon';
import { effectIconUrl } from '../parts/art';
import type { Outcome } from '@src/state/run/outcome';
import { playStore } from '@src/state/run/play-store';
import type { LoadedRun } from '@src/state/run/loaded-run';
import { StatChanges } from './stat-changes';
import styles from './event.module.css';

/** After a choice (spec 2): the consequence, the stat changes, a new effect, the reward item, then Continue. */
export function OutcomeView({
  loadedRun,
  outcome,
  titleId,
}: {
  loadedRun: LoadedRun;
  outcome: Outcome;
  titleId: string;
}) {
  const { t } = useTranslation('play');
  const reward = outcome.rewardId === null ? null : loadedRun.items.get(outcome.rewardId);
  const effect = outcome.effect;

  return (
    <>
      <p className={styles.kicker}>{t('event.outcome')}</p>
      <h2 id={titleId} className={styles.text}>
        {outcome.text}
      </h2>
      <StatChanges changes={outcome.changes} />
      {effect && (
        <p className={`${styles.note} ${styles[EFFECTS[effect.id].kind]}`}>
          <GameIcon src={effectIconUrl(effect.id)} size={28} tint={effectColors[EFFECTS[effect.id].kind]} />
          <span>
            {t(effect.resisted ? 'event.resisted' : 'event.newEffect')}:{' '}
            <strong>{t(`effects.names.${effect.id}`)}</strong>
          </span>
        </p>
      )}
      {outcome.triggers.map((trigger, index) => (
        <p key={`${trigger.kind}-${index}`} className={`${styles.note} ${styles.passive}`}>
          {t(`passive.${trigger.kind}`)}
        </p>
      ))}
      {reward && (
        <figure className={styles.reward}>
          <GameIcon src={itemImageUrl(reward.objectImage, reward.functionality)} size={64} />
          <figcaption>
            <span className={styles.rewardLabel}>{t('event.reward')}</span>
            <strong className={styles.rewardName}>{reward.name}</strong>
          </figcaption>
        </figure>
      )}
      <button
        type="button"
        className={`btn btn--primary btn--block ${styles.continue}`}
        data-autofocus
        data-continue
        onClick={() => playStore.getState().proceed()}
      >
        {t('actions.continue')}
      </button>
    </>
  );
}
