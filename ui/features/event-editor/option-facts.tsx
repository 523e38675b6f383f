import { useTranslation } from 'react-i18next';
import type { ConsequenceView } from '@src/contract/events';
import { parseEffect } from '@src/core/effects';
import { STAT_KEYS, type StatKey } from '@src/core/stats';
import { useItemNames } from './use-item-names';
import styles from './option.module.css';

/** Change fields of an option, by stat. */
const statField: Record<StatKey, keyof ConsequenceView> = {
  health: 'health_consequence',
  hunger: 'hunger_consequence',
  thirst: 'thirst_consequence',
  sanity: 'sanity_consequence',
};

/** A signed amount with a real minus sign: +5, −10. */
const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `\u2212${-value}` : '0');

/** What taking an option does, compactly: stat changes in their colours, the effect, a win, items needed and given. */
export function OptionFacts({ option }: { option: ConsequenceView }) {
  const { t } = useTranslation('editor');
  const { t: tc } = useTranslation('creator');
  const itemName = useItemNames();
  const effect = parseEffect(option.effect_consequence);
  const changes = STAT_KEYS.filter((key) => option[statField[key]] !== 0);
  const nothing =
    changes.length === 0 &&
    effect.kind === 'none' &&
    !option.wins &&
    option.idobject_requeriment === null &&
    option.idobject_reward === null;
  if (nothing) return null;
  return (
    <ul className={styles.facts}>
      {changes.map((key) => {
        const amount = signed(option[statField[key]] as number);
        return (
          <li key={key} className={`${styles.fact} ${styles[key]}`} title={`${tc(`option.${key}`)} ${amount}`}>
            <img src={`/assets/icons/stats/${key}.webp`} alt={tc(`option.${key}`)} className={styles.factIcon} />
            {amount}
          </li>
        );
      })}
      {effect.kind !== 'none' && (
        <li className={`${styles.fact} ${styles.effect}`}>
          {effect.kind === 'effect' && (
            <img src={`/assets/icons/effects/${effect.effect}.webp`} alt="" className={styles.factIcon} />
          )}
          {effect.kind === 'effect' ? tc(`effects.${effect.effect}`) : effect.text}
        </li>
      )}
      {option.wins && <li className={`${styles.fact} ${styles.win}`}>{t('option.wins')}</li>}
      {option.idobject_requeriment !== null && (
        <li className={`${styles.fact} ${styles.item}`}>
          {tc('option.needsTag', { name: itemName(option.idobject_requeriment) })}
        </li>
      )}
      {option.idobject_reward !== null && (
        <li className={`${styles.fact} ${styles.item}`}>
          {tc('option.givesTag', { name: itemName(option.idobject_reward) })}
        </li>
      )}
    </ul>
  );
}
