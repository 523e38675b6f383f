import { profilePicUrl } from '@src/api/assets';
import { FallbackImage } from './fallback-image';
import styles from './avatar.module.css';

interface AvatarProps {
  name: string;
  /** A file under /assets/profile-pics or an absolute address. */
  picture: string | null;
  size?: 'small' | 'medium' | 'large';
  /** Decorative when the name is written next to it. */
  decorative?: boolean;
}

/** A round badge with the player's picture, or their initial on a sunset disc when the picture is missing. */
export function Avatar({ name, picture, size = 'medium', decorative = false }: AvatarProps) {
  const alt = decorative ? '' : name;
  return (
    <span className={`${styles.avatar} ${styles[size]}`}>
      <FallbackImage
        src={picture ? profilePicUrl(picture) : null}
        alt={alt}
        className={styles.image}
        fallback={
          <span
            className={styles.initial}
            role={decorative ? undefined : 'img'}
            aria-label={decorative ? undefined : name}
            aria-hidden={decorative || undefined}
          >
            {name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        }
      />
    </span>
  );
}
