import { useTranslation } from 'react-i18next';
import type { SparkProgress } from '@src/contract/gacha';
import { BANNER_PRICE, sparkRarity, type Banner } from '@src/core/gacha';
import type { Rarity } from '@src/core/rarity';
import { ProgressBar } from '@ui/components/progress-bar';
import { GameIcon } from '@ui/layout/game-icon';
import { OddsTable } from './odds-table';
import { useGachaTexts } from './use-gacha-texts';
import styles from './gacha.module.css';

interface BannerCardProps {
  banner: Banner;
  names: ReadonlyMap<Rarity, readonly string[]>;
  /** The player's VPoints: a price above them disables the roll and says how many are missing. */
  balance: number;
  /** Unknown until the summary arrives. */
  spark: SparkProgress | undefined;
  /** A roll is on its way or being revealed: no second one meanwhile. */
  busy: boolean;
  onRoll: () => void;
  onRedeem: () => void;
}

/** The banner's picture (scripts/assets/gacha): decorative, the name and odds are written beside it. */
const bannerArtUrl = (banner: Banner) => `/assets/gacha/banner-${banner}.webp`;

/** One banner: its price in VPoints and euros, its odds and characters, its spark and the roll button. */
export function BannerCard({ banner, names, balance, spark, busy, onRoll, onRedeem }: BannerCardProps) {
  const { t } = useTranslation('gacha');
  const texts = useGachaTexts();
  const name = texts.bannerName(banner);
  const cost = BANNER_PRICE[banner];
  const missing = cost - balance;
  const reasonId = `gacha-short-${banner}`;
  const price = { vpoints: texts.vp(cost), euros: texts.euros(cost) };
  const sparkFull = spark !== undefined && spark.points >= spark.needed;

  return (
    <article className={styles.banner} data-banner={banner} aria-labelledby={`gacha-banner-${banner}`}>
      <img className={styles.bannerArt} src={bannerArtUrl(banner)} alt="" width={800} height={300} loading="lazy" />
      <header className={styles.bannerHead}>
        <h2 id={`gacha-banner-${banner}`} className={styles.bannerName}>
          {name}
        </h2>
        <p className={styles.bannerPrice}>
          <GameIcon name="vpoints" size={24} />
          {t('price', price)}
        </p>
      </header>
      <OddsTable banner={banner} caption={t('odds.caption', { banner: name })} names={names} />
      {spark && (
        <div className={styles.spark}>
          <ProgressBar
            value={spark.points}
            max={spark.needed}
            label={t('spark.label', { banner: name })}
            valueText={t('spark.value', { points: texts.number(spark.points), needed: texts.number(spark.needed) })}
          />
          <p className={styles.hint}>{t('spark.hint', { rarity: texts.rarityLabel(sparkRarity(banner)) })}</p>
          {sparkFull && (
            <button type="button" className="btn btn--sea" onClick={onRedeem}>
              {t('spark.redeem')}
            </button>
          )}
        </div>
      )}
      <button
        type="button"
        className={`btn btn--primary ${styles.roll}`}
        disabled={missing > 0}
        // Busy, the button keeps the focus (so the result popup hands it back here) but does nothing.
        aria-disabled={busy}
        aria-describedby={missing > 0 ? reasonId : undefined}
        aria-label={t('rollName', { banner: name, ...price })}
        onClick={() => !busy && onRoll()}
      >
        {busy ? t('rolling') : t('roll')}
      </button>
      {missing > 0 && (
        <p id={reasonId} className={styles.short}>
          {t('short', { missing: texts.vp(missing) })}
        </p>
      )}
    </article>
  );
}
