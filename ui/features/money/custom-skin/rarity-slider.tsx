import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RARITIES, type Rarity } from '@src/core/rarity';
import { Icon } from '@ui/components/icon';
import styles from './custom-skin.module.css';

interface RaritySliderProps {
  index: number;
  onChange: (index: number) => void;
  rarityLabel: (rarity: Rarity) => string;
  /** The shown rarity's price and its state, already in words. */
  price: string;
  note?: string;
}

const wrap = (index: number) => (index + RARITIES.length) % RARITIES.length;

/**
 * The slider over the seven rarities (spec 2): arrows on either side, a dot per rarity, and the Left/Right keys while
 * the focus is anywhere in it. The card in the middle says the rarity and its current price, and is announced.
 */
export function RaritySlider({ index, onChange, rarityLabel, price, note }: RaritySliderProps) {
  const { t } = useTranslation('skins');
  const rarity = RARITIES[index];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onChange(wrap(index + (event.key === 'ArrowLeft' ? -1 : 1)));
    }
  };
  return (
    <section className={styles.slider} aria-label={t('slider.label')} onKeyDown={onKeyDown}>
      <div className={styles.sliderRow}>
        <button
          type="button"
          className="btn btn--icon btn--sea"
          aria-label={t('slider.previous')}
          onClick={() => onChange(wrap(index - 1))}
        >
          <Icon name="chevronLeft" />
        </button>
        <div className={styles.rarityCard} data-rarity={rarity} aria-live="polite">
          <p className={styles.position}>{t('slider.position', { position: index + 1, total: RARITIES.length })}</p>
          <h2 className={styles.rarityName}>{rarityLabel(rarity)}</h2>
          <p className={styles.priceLabel}>{t('slider.price')}</p>
          <p className={styles.price}>{price}</p>
          {note && <p className={styles.priceNote}>{note}</p>}
        </div>
        <button
          type="button"
          className="btn btn--icon btn--sea"
          aria-label={t('slider.next')}
          onClick={() => onChange(wrap(index + 1))}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
      <ol className={styles.dots}>
        {RARITIES.map((each, i) => (
          <li key={each}>
            <button
              type="button"
              className={styles.dot}
              data-rarity={each}
              aria-current={i === index || undefined}
              aria-label={t('slider.show', { rarity: rarityLabel(each) })}
              onClick={() => onChange(i)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
