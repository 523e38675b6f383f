import { useTranslation } from 'react-i18next';
import { NO_EFFECT } from '@src/core/effects';
import { STAT_FIELDS, statValue, type OptionDraft } from '@ui/components/option-draft';
import type { LinkChoices } from '@ui/hooks/use-link-choices';
import styles from './event-list.module.css';

interface OptionListProps {
  options: OptionDraft[];
  editingIndex: number | null;
  names: LinkChoices['names'];
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

/** The event's options: each one opens in the side form when clicked, and has Eliminar. Empty: 'Sin opciones'. */
export function OptionList({ options, editingIndex, names, onEdit, onRemove }: OptionListProps) {
  const { t } = useTranslation('creator');
  return (
    <section aria-labelledby="option-list-title">
      <h3 id="option-list-title" className={styles.optionListTitle}>
        {t('option.listTitle', { count: options.length })}
      </h3>
      {options.length === 0 ? (
        <p className={styles.noOptions}>{t('option.empty')}</p>
      ) : (
        <ol className={styles.options}>
          {options.map((option, index) => (
            <li
              key={option.consequenceid ?? `new-${index}`}
              className={styles.optionRow}
              aria-current={index === editingIndex || undefined}
            >
              <button
                type="button"
                className={styles.optionMain}
                onClick={() => onEdit(index)}
                aria-label={t('option.editOption', { option: option.option })}
              >
                <span className={styles.optionText}>{option.option}</span>
                <span className={styles.optionConsequence}>{option.consequenceText}</span>
                <OptionFacts option={option} names={names} />
              </button>
              <button
                type="button"
                className="btn btn--danger"
                onClick={() => onRemove(index)}
                aria-label={t('option.removeOption', { option: option.option })}
              >
                {t('option.remove')}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The short tags under an option: stat changes, effect, wins and links. */
function OptionFacts({ option, names }: { option: OptionDraft; names: LinkChoices['names'] }) {
  const { t } = useTranslation('creator');
  const tags: { key: string; text: string; tone?: string }[] = [];
  for (const stat of STAT_FIELDS) {
    const value = statValue(option[stat]) ?? 0;
    if (value !== 0)
      tags.push({
        key: stat,
        text: t('option.statTag', { stat: t(`option.${stat}`), value: value > 0 ? `+${value}` : value }),
        tone: styles[stat],
      });
  }
  if (option.effect !== NO_EFFECT) tags.push({ key: 'effect', text: names.effect(option.effect) });
  if (option.wins) tags.push({ key: 'wins', text: t('option.wins'), tone: styles.winsTag });
  if (option.requirement !== null)
    tags.push({ key: 'requirement', text: t('option.needsTag', { name: names.item(option.requirement) }) });
  if (option.reward !== null)
    tags.push({ key: 'reward', text: t('option.givesTag', { name: names.item(option.reward) }) });
  if (option.unlocks !== null) tags.push({ key: 'unlocks', text: t('option.unlocksTag', { id: option.unlocks }) });
  if (option.follows !== null) tags.push({ key: 'follows', text: t('option.followsTag', { id: option.follows }) });
  if (tags.length === 0) return null;
  return (
    <span className={styles.tags}>
      {tags.map((tag) => (
        <span key={tag.key} className={`${styles.tag} ${tag.tone ?? ''}`}>
          {tag.text}
        </span>
      ))}
    </span>
  );
}
