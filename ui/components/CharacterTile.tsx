import type { ReactNode } from 'react';
import type { PassiveInfo } from '@src/contract/characters';
import { FallbackImage } from './FallbackImage';
import styles from './CharacterTile.module.css';

interface CharacterTileProps {
  name: string;
  portrait: string;
  /** The rarity's id (it picks the frame colour) and its name in the interface's language. */
  rarity: string;
  rarityLabel: string;
  /** A line under the name, such as the level. */
  subtitle?: ReactNode;
  /** The stat row and anything else about the character. */
  children: ReactNode;
  passive: PassiveInfo | null;
  passiveLabel: string;
  noPassiveLabel: string;
  /** Buttons at the bottom of the card. */
  actions: ReactNode;
  /** Marks the card (the selected character in the closet). */
  highlighted?: boolean;
  badge?: ReactNode;
}

/** A character as the shop and the closet show it: the portrait inside its rarity frame, stats, passive, buttons. */
export function CharacterTile({
  name,
  portrait,
  rarity,
  rarityLabel,
  subtitle,
  children,
  passive,
  passiveLabel,
  noPassiveLabel,
  actions,
  highlighted = false,
  badge,
}: CharacterTileProps) {
  return (
    <article className={styles.tile} data-rarity={rarity} data-highlighted={highlighted} aria-label={name}>
      <div className={styles.frame}>
        <FallbackImage
          src={portrait}
          alt=""
          className={styles.portrait}
          fallback={<span className={`${styles.portrait} ${styles.standIn}`}>{name.charAt(0)}</span>}
        />
        <span className={styles.rarity}>{rarityLabel}</span>
        {badge && <span className={styles.badge}>{badge}</span>}
      </div>
      <h2 className={styles.name}>{name}</h2>
      {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
      {children}
      <div className={styles.passive}>
        <h3 className={styles.passiveTitle}>{passive ? `${passiveLabel}: ${passive.name}` : noPassiveLabel}</h3>
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
