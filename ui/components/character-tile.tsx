import type { ReactNode } from 'react';
import { characterPortraitUrl } from '@src/api/characters';
import type { CharacterCard } from '@src/contract/characters';
import { useCharacterTexts } from '@ui/hooks/use-character-texts';
import { FallbackImage } from './fallback-image';
import { StatRow } from './stat-row';
import styles from './character-tile.module.css';

interface CharacterTileProps {
  character: CharacterCard;
  /** A line under the name, such as the description or the level. */
  subtitle?: ReactNode;
  /** Buttons at the bottom of the card. */
  actions: ReactNode;
  /** Marks the card (the selected character in the closet), with a badge on the portrait. */
  highlighted?: boolean;
  badge?: ReactNode;
}

/**
 * A character as the shop and the closet show it: the portrait inside its rarity frame (ART-DIRECTION), the stat row,
 * the passive, and the screen's buttons.
 */
export function CharacterTile({ character, subtitle, actions, highlighted = false, badge }: CharacterTileProps) {
  const texts = useCharacterTexts();
  const { name, passive } = character;
  return (
    <article className={styles.tile} data-rarity={character.rarity} data-highlighted={highlighted} aria-label={name}>
      <div className={styles.frame}>
        <FallbackImage
          src={characterPortraitUrl(character.skin)}
          alt=""
          className={styles.portrait}
          fallback={<span className={`${styles.portrait} ${styles.standIn}`}>{name.charAt(0)}</span>}
        />
        <span className={styles.rarity}>{texts.rarityLabel(character.rarity)}</span>
        {badge && <span className={styles.badge}>{badge}</span>}
      </div>
      <h2 className={styles.name}>{name}</h2>
      {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
      <StatRow stats={character} labels={texts.statLabels} label={texts.statsLabel} />
      <div className={styles.passive}>
        <h3 className={styles.passiveTitle}>
          {passive ? `${texts.passiveLabel}: ${passive.name}` : texts.noPassiveLabel}
        </h3>
        {passive && <p>{passive.description}</p>}
      </div>
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}

/** The cards of the shop and the closet, as many per row as fit. */
export function CharacterGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}
