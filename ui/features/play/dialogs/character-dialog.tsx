import { useTranslation } from 'react-i18next';
import { portraitSuffix } from '@src/core/character-state';
import { passiveStatus } from '@src/core/passives';
import { STAT_KEYS } from '@src/core/stats';
import { Dialog } from '@ui/components/dialog';
import { FallbackImage } from '@ui/components/fallback-image';
import { EffectChips } from '../hud/effect-chips';
import { StatMeter } from '../hud/stat-meter';
import { portraitUrl } from '../parts/art';
import { playStore, usePlay } from '@src/state/run/play-store';
import styles from './dialogs.module.css';

/** The character popup (spec 2): stats, effects, the passive ability and its status, and the completed events. */
export function CharacterDialog() {
  const { t } = useTranslation('play');
  const open = usePlay((state) => state.menu === 'character');
  const loadedRun = usePlay((state) => state.loadedRun);
  const run = usePlay((state) => state.run);
  if (!open || !loadedRun || !run) return null;
  const { character } = loadedRun;
  const status = passiveStatus(run.passiveRules, run.passive);

  return (
    <Dialog open title={character.name} size="large" onClose={() => playStore.getState().closeMenu()}>
      <div className={styles.character}>
        <div className={styles.who}>
          <FallbackImage
            src={portraitUrl(character.skin, portraitSuffix(run.stats, run.max))}
            alt=""
            className={styles.portrait}
            fallback={<span className={`${styles.portrait} ${styles.portraitStandIn}`} />}
          />
          <p className={styles.level}>{t('character.level', { level: loadedRun.level })}</p>
        </div>
        <section className={styles.block} aria-labelledby="character-stats">
          <h3 id="character-stats">{t('character.stats')}</h3>
          <div className={styles.meters}>
            {STAT_KEYS.map((stat) => (
              <StatMeter key={stat} stat={stat} value={run.stats[stat]} max={run.max[stat]} />
            ))}
          </div>
          <h3>{t('character.effects')}</h3>
          <EffectChips effects={run.effects} />
        </section>
        <section className={styles.block} aria-labelledby="character-passive">
          <h3 id="character-passive">{t('character.passive')}</h3>
          {character.passive ? (
            <div className={styles.passive}>
              <p className={styles.passiveName}>{character.passive.name}</p>
              <p>{character.passive.description}</p>
              <p className={styles.passiveStatus} data-status={status.kind}>
                {status.kind === 'charging'
                  ? t('character.status.charging', { count: status.turnsLeft })
                  : t(`character.status.${status.kind}`)}
              </p>
            </div>
          ) : (
            <p>{t('character.noPassive')}</p>
          )}
        </section>
        <section className={styles.block} aria-labelledby="character-completed">
          <h3 id="character-completed">{t('character.completed')}</h3>
          {run.completed.length === 0 ? (
            <p>{t('character.noneCompleted')}</p>
          ) : (
            <ol className={styles.completed}>
              {run.completed.map((done) => {
                const event = loadedRun.events.get(done.eventId);
                const option = event?.consecuencias.find((c) => c.consequenceid === done.consequenceId);
                return (
                  <li key={done.turn}>
                    <span className={styles.completedTurn}>{t('turn', { turn: done.turn })}</span>
                    <span className={styles.completedPremise}>{event?.premise}</span>
                    {option && (
                      <span className={styles.completedChoice}>{t('character.chose', { option: option.option })}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </div>
    </Dialog>
  );
}
