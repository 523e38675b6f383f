import type { ReactNode } from 'react';
import type { MapCredit } from '@src/core/map-credits';
import type { MapTag } from '@src/core/map-tags';
import { DifficultyStars } from './difficulty-stars';
import { Icon, type IconName } from './icon';
import { MapCreditLine } from './map-credit-line';
import { MapPicture } from './map-picture';
import { MapTagList } from './map-tag-list';
import styles from './map-postcard.module.css';

interface MapPostcardProps {
  title: string;
  /** The map's upload, or null for the default picture. */
  mapImage: string | null;
  description: string;
  /** Shown when there is no description. */
  noDescription: string;
  difficulty: number;
  /** The map's tags, under its description. */
  tags?: readonly MapTag[];
  /** A small label on the picture, e.g. public or private. */
  badge?: ReactNode;
  /** A line under the title, e.g. the creator. */
  byline?: ReactNode;
  /** A remix's origins, nearest first: "Basada en «X» de Y" under the byline. */
  credits?: readonly MapCredit[];
  /** Counts such as likes and plays, beside the stars. */
  facts?: ReactNode;
  actions: ReactNode;
  /** Small round buttons pinned to the picture's corner (edit, delete). */
  tools?: ReactNode;
  /** One of the first cards of its list: its picture is fetched first (MapPicture). */
  priority?: boolean;
}

/**
 * The picture's width in the postcard grids (Online Mode's, the map creator's): one column below about 610 px of
 * viewport, two below about 940, then three of at most 360 px (the page is at most 1,200 px wide). Close is enough:
 * the browser picks the smallest thumbnail at least this wide times the screen's pixel ratio.
 */
const POSTCARD_SIZES = '(max-width: 611px) calc(100vw - 56px), (max-width: 943px) calc(50vw - 50px), 360px';

/** A map as a postcard: picture, name, description, difficulty, counts and its buttons. */
export function MapPostcard({
  title,
  mapImage,
  description,
  noDescription,
  difficulty,
  tags = [],
  badge,
  byline,
  credits = [],
  facts,
  actions,
  tools,
  priority = false,
}: MapPostcardProps) {
  return (
    <article className={`paper ${styles.card}`}>
      <div className={styles.picture}>
        <MapPicture mapImage={mapImage} className={styles.image} sizes={POSTCARD_SIZES} priority={priority} />
        {badge && <span className={styles.badge}>{badge}</span>}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        {byline}
        <MapCreditLine credits={credits} className={styles.credit} />
        <p className={`${styles.description} ${description ? '' : styles.muted}`}>{description || noDescription}</p>
        <MapTagList tags={tags} />
        <div className={styles.facts}>
          <DifficultyStars value={difficulty} />
          {facts}
        </div>
      </div>
      <div className={styles.actions}>{actions}</div>
      {/* Last in the tab order, after the main buttons, though drawn on the picture. */}
      {tools && <span className={styles.tools}>{tools}</span>}
    </article>
  );
}

/** One count on a postcard: an icon and the number, read out as the whole phrase (e.g. "12 likes"). */
export function PostcardFact({ icon, value, text }: { icon: IconName; value: number; text: string }) {
  return (
    <span className={styles.fact}>
      <Icon name={icon} size={18} />
      <span aria-hidden="true">{value}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
