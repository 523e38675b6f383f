import { FallbackImage } from '@ui/components/fallback-image';
import styles from './parts.module.css';

interface GameIconProps {
  src: string;
  size: number;
  /** The colour of the round stand-in shown while the picture is missing. */
  tint?: string;
  className?: string;
}

/** A decorative game icon (the label is on its button or next to it); a coloured disc if the file is missing. */
export function GameIcon({ src, size, tint = 'var(--sand-dark)', className }: GameIconProps) {
  const box = { width: size, height: size };
  return (
    <span className={`${styles.icon} ${className ?? ''}`} style={box} aria-hidden="true">
      <FallbackImage
        src={src}
        alt=""
        className={styles.iconImage}
        fallback={<span className={styles.iconStandIn} style={{ background: tint }} />}
      />
    </span>
  );
}
