import { useTranslation } from 'react-i18next';
import { CharacterTile } from '@ui/components/character-tile';
import { ProgressBar } from '@ui/components/progress-bar';
import type { ClosetCharacter } from './closet-list';
import styles from './closet.module.css';

interface ClosetCardProps {
  character: ClosetCharacter;
  selected: boolean;
  onSelect: () => void;
  onLevelUp: () => void;
}

/** An owned character: level, stats at that level, cards towards the next level, Select and Level up. */
export function ClosetCard({ character, selected, onSelect, onLevelUp }: ClosetCardProps) {
  const { t } = useTranslation('characters');
  const missing = character.cardsToNextLevel - character.num_cards;
  const reasonId = `closet-cards-${character.characterid}`;

  return (
    <CharacterTile
      character={character}
      highlighted={selected}
      badge={selected ? t('closet.selected') : undefined}
      subtitle={
        <>
          <p className={styles.level}>{t('closet.level', { level: character.lvl })}</p>
          <div className={styles.cards}>
            <ProgressBar
              value={character.num_cards}
              max={character.cardsToNextLevel}
              label={t('closet.cards')}
              valueText={`${t('closet.cards')} ${t('closet.cardsValue', { have: character.num_cards, need: character.cardsToNextLevel })}`}
            />
          </div>
        </>
      }
      actions={
        <>
          <div className={styles.buttons}>
            <button
              type="button"
              className="btn btn--sea"
              aria-pressed={selected}
              aria-label={t('closet.selectName', { name: character.name })}
              onClick={onSelect}
            >
              {selected ? t('closet.selected') : t('closet.select')}
            </button>
            <button
              type="button"
              className="btn btn--palm"
              disabled={missing > 0}
              aria-describedby={missing > 0 ? reasonId : undefined}
              aria-label={t('closet.levelUpName', { name: character.name })}
              onClick={onLevelUp}
            >
              {t('closet.levelUp')}
            </button>
          </div>
          {missing > 0 && (
            <p id={reasonId} className={styles.reason}>
              {t('closet.needCards', { count: missing })}
            </p>
          )}
        </>
      }
    />
  );
}
