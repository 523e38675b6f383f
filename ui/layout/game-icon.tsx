/** The painted UI icons of the art pipeline (public/assets/icons/ui). */
export type GameIconName =
  | 'back'
  | 'backpack'
  | 'bottle'
  | 'closet'
  | 'exit'
  | 'fullscreen'
  | 'gacha'
  | 'home'
  | 'lock'
  | 'music'
  | 'news'
  | 'quest'
  | 'settings'
  | 'shop'
  | 'star'
  | 'vpoints';

export const gameIconUrl = (name: GameIconName) => `/assets/icons/ui/${name}.webp`;

/** Decorative: the control around it carries the name. */
export function GameIcon({ name, size = 32, className }: { name: GameIconName; size?: number; className?: string }) {
  return (
    <img
      src={gameIconUrl(name)}
      alt=""
      width={size}
      height={size}
      className={className}
      decoding="async"
      draggable={false}
    />
  );
}
