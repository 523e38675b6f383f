import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { PlayEventView } from '@src/contract/play';
import { coreEvent } from '@src/contract/to-core';
import { canChoose, type RunState } from '@src/core/run';
import { stakesOf } from '@src/core/stakes';
import { AlertArea } from '@ui/components/alert-area';
import { playStore } from '@src/state/run/play-store';
import type { LoadedRun } from '@src/state/run/loaded-run';
import { StakeMarks } from './stake-marks';
import styles from './event.module.css';

/** Keys 1 to 4 pick the first four options (useGameKeys presses the button marked with the number). */
export const OPTION_KEYS = 4;

/**
 * The options of the event on screen. An option that needs an item the backpack lacks stays visible but disabled,
 * naming the item as *name*; pressing it anyway (click, key or pad) answers with the spec's alert.
 */
export function OptionList({ loadedRun, run, event }: { loadedRun: LoadedRun; run: RunState; event: PlayEventView }) {
  const { t } = useTranslation('play');
  const [missing, setMissing] = useState(false);

  if (event.consecuencias.length === 0) return <p className={styles.empty}>{t('event.noOptions')}</p>;

  // The rules read the event in their own words; the options keep their order.
  const rules = coreEvent(event, event.consecuencias);
  const pick = (consequenceId: number) => {
    const refusal = playStore.getState().choose(consequenceId);
    setMissing(refusal?.code === 'item-required');
  };

  return (
    <>
      <ol className={styles.options} aria-label={t('event.options')}>
        {event.consecuencias.map((option, index) => {
          const consequence = rules.consequences[index];
          const allowed = canChoose(run, rules, consequence).ok;
          const required =
            option.idobject_requeriment === null ? null : loadedRun.items.get(option.idobject_requeriment);
          const key = index < OPTION_KEYS ? index + 1 : null;
          return (
            <li key={option.consequenceid}>
              <button
                type="button"
                className={`${styles.option} ${allowed ? '' : styles.blocked}`}
                aria-disabled={allowed ? undefined : 'true'}
                data-option-key={key ?? undefined}
                onClick={() => pick(option.consequenceid)}
              >
                {key !== null && (
                  <kbd className={styles.optionKey} aria-hidden="true">
                    {key}
                  </kbd>
                )}
                <span className={styles.optionText}>
                  {option.option}
                  {option.idobject_requeriment !== null && (
                    <span className={`${styles.requirement} ${allowed ? styles.held : ''}`}>
                      <Trans
                        t={t}
                        i18nKey="event.requires"
                        values={{ item: required?.name ?? `#${option.idobject_requeriment}` }}
                        components={{ item: <strong /> }}
                      />
                    </span>
                  )}
                  <StakeMarks stakes={stakesOf(consequence)} />
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <AlertArea>{missing && t('event.missingItem')}</AlertArea>
    </>
  );
}
