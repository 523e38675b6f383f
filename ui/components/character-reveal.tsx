import type { ReactNode } from 'react';
import { characterPortraitUrl } from '@src/api/characters';
import { FallbackImage } from './fallback-image';
import styles from './character-reveal.module.css';

interface CharacterRevealProps {
  name: string;
  skin: string;
  /** The rarity's id: it colours the frame and the light (ui/styles/global.css, `[data-rarity]`). */
  rarity: string;
  /** The rarity's name in the player's language. */
  rarityLabel: string;
  /** The words under the portrait. */
  children: ReactNode;
}

/**
 * A character arriving (a gacha roll, a purchase in the shop): the portrait springs into its rarity frame with a burst
 * of the rarity's light, the rarity's name and the character's. Reduced motion keeps the frame and light, still. The
 * screens play the rarity's sound (src/state/audio/reveal-sound.ts) as it opens.
 */
export function CharacterReveal({ name, skin, rarity, rarityLabel, children }: CharacterRevealProps) {
  return (
    <div className={styles.reveal} data-rarity={rarity}>
      <div className={styles.stage}>
        <span className={styles.light} aria-hidden="true" />
        <FallbackImage
          src={characterPortraitUrl(skin)}
          alt=""
          className={styles.portrait}
          fallback={<span className={styles.portrait}>{name.charAt(0)}</span>}
        />
      </div>
      <p className={styles.rarity}>{rarityLabel}</p>
      <p className={styles.name}>{name}</p>
      {children}
    </div>
  );
}
