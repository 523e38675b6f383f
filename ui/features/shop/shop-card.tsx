import { useTranslation } from 'react-i18next';
import type { ShopCharacter } from '@src/api/characters';
import { CharacterTile } from '@ui/components/character-tile';
import { useCharacterTexts } from '@ui/hooks/use-character-texts';
import { GameIcon } from '@ui/layout/game-icon';
import styles from './shop.module.css';

interface ShopCardProps {
  character: ShopCharacter;
  /** The player's VPoints: a price above them disables the button and says how many are missing. */
  balance: number;
  onBuy: () => void;
}

/** One character for sale: its card, and the price button (VPoints and their worth in euros) or 'Owned'. */
export function ShopCard({ character, balance, onBuy }: ShopCardProps) {
  const { t } = useTranslation('characters');
  const texts = useCharacterTexts();
  const missing = character.price - balance;
  const reasonId = `shop-short-${character.characterid}`;
  const price = { vpoints: texts.vp(character.price), euros: texts.euros(character.price) };

  return (
    <CharacterTile
      character={character}
      subtitle={<p className={styles.description}>{character.description}</p>}
      actions={
        character.owned ? (
          <p className={styles.owned}>{t('shop.owned')}</p>
        ) : (
          <>
            <button
              type="button"
              className={`btn btn--primary ${styles.price}`}
              disabled={missing > 0}
              aria-describedby={missing > 0 ? reasonId : undefined}
              aria-label={t('shop.buy', { name: character.name, ...price })}
              onClick={onBuy}
            >
              <GameIcon name="vpoints" size={26} />
              {t('shop.price', price)}
            </button>
            {missing > 0 && (
              <p id={reasonId} className={styles.short}>
                {t('shop.short', { missing: texts.vp(missing) })}
              </p>
            )}
          </>
        )
      }
    />
  );
}
