import { useTranslation } from 'react-i18next';
import { GACHA_ODDS, type Banner } from '@src/core/gacha';
import type { Rarity } from '@src/core/rarity';
import { useGachaTexts } from './use-gacha-texts';
import styles from './gacha.module.css';

interface OddsTableProps {
  banner: Banner;
  caption: string;
  /** The catalogue's character names per rarity: a column saying who each rarity can give. */
  names?: ReadonlyMap<Rarity, readonly string[]>;
  /** The player's rolls on this banner counted by rarity: two columns setting them beside the published odds. */
  observed?: { readonly counts: Readonly<Record<string, number>>; readonly rolls: number };
}

/** A banner's published odds, straight from GACHA_ODDS: the one table the server draws with. */
export function OddsTable({ banner, caption, names, observed }: OddsTableProps) {
  const { t } = useTranslation('gacha');
  const texts = useGachaTexts();
  return (
    <table className={styles.odds}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('odds.rarity')}</th>
          <th scope="col">{t('odds.chance')}</th>
          {names && <th scope="col">{t('odds.characters')}</th>}
          {observed && <th scope="col">{t('odds.rolls')}</th>}
          {observed && <th scope="col">{t('odds.observed')}</th>}
        </tr>
      </thead>
      <tbody>
        {GACHA_ODDS[banner].map(([rarity, slots]) => (
          <tr key={rarity} data-rarity={rarity}>
            <th scope="row">
              <span className={styles.dot} aria-hidden="true" />
              {texts.rarityLabel(rarity)}
            </th>
            <td className={styles.numeric}>{texts.slotsPercent(slots)}</td>
            {names && <td className={styles.names}>{names.get(rarity)?.join(', ') || t('odds.none')}</td>}
            {observed && <td className={styles.numeric}>{texts.number(observed.counts[rarity] ?? 0)}</td>}
            {observed && (
              <td className={styles.numeric}>{texts.share(observed.counts[rarity] ?? 0, observed.rolls)}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
