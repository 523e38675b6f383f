import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR } from '@src/api/errors';
import type { RankingEntry } from '@src/contract/custom-skins';
import { EmptyNote, FailedNote } from '@ui/components/list-notes';
import { LoadingPanel } from '@ui/components/loading-panel';
import type { Remote } from '@ui/hooks/use-remote';
import styles from './custom-skin.module.css';

interface RarityRankingProps {
  rarityName: string;
  ranking: Remote<RankingEntry[]>;
  /** The rarity's price, in words, for the empty ranking's invitation (absent while unknown). */
  price?: string;
  money: (euros: number) => string;
  date: (iso: string) => string;
  onRetry: () => void;
}

/** The ranking of the shown rarity (spec 2): who paid, how much and when, the highest first. */
export function RarityRanking({ rarityName, ranking, price, money, date, onRetry }: RarityRankingProps) {
  const { t } = useTranslation('skins');
  return (
    <section className={`sign ${styles.ranking}`} aria-labelledby="custom-skin-ranking">
      <h2 id="custom-skin-ranking">{t('ranking.title', { rarity: rarityName })}</h2>
      {ranking.status === 'loading' && <LoadingPanel label={t('ranking.loading')} />}
      {ranking.status === 'failed' && (
        <FailedNote
          title={t('ranking.failed')}
          reason={ranking.code === NETWORK_ERROR ? t('ranking.offline') : ranking.message}
          onRetry={onRetry}
        />
      )}
      {ranking.status === 'ready' &&
        (ranking.value.length === 0 ? (
          <EmptyNote icon="star" hint={price ? t('ranking.emptyHint', { price }) : undefined}>
            {t('ranking.empty', { rarity: rarityName })}
          </EmptyNote>
        ) : (
          <ol className={styles.rankingList}>
            {ranking.value.map((entry, i) => (
              <li key={`${entry.username}-${entry.date}`} className={`paper ${styles.rankingRow}`}>
                <span className={styles.place}>{t('ranking.place', { place: i + 1 })}</span>
                <span className={styles.buyer}>{entry.username}</span>
                <span className={styles.money}>{money(entry.money)}</span>
                <time className={styles.date} dateTime={entry.date}>
                  {date(entry.date)}
                </time>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
