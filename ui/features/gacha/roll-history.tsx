import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRollHistory } from '@src/api/gacha';
import type { GachaSummaryResponse } from '@src/contract/gacha';
import { GACHA_SLOTS } from '@src/core/gacha';
import { FailedNote, EmptyNote } from '@ui/components/list-notes';
import { LoadingPanel } from '@ui/components/loading-panel';
import { Pagination } from '@ui/components/pagination';
import { useRemote } from '@ui/hooks/use-remote';
import { OddsTable } from './odds-table';
import { useGachaTexts } from './use-gacha-texts';
import styles from './gacha.module.css';

interface RollHistoryProps {
  /** Goes up after every roll, so the newest one appears. */
  version: number;
  summary: GachaSummaryResponse | null;
}

/**
 * The player's rolls, newest first and paginated, and per banner their rarities beside the published odds. The audit
 * view adds what the server recorded to prove each draw: the slot drawn out of 10,000 and the odds table's version.
 */
export function RollHistory({ version, summary }: RollHistoryProps) {
  const { t } = useTranslation('gacha');
  const texts = useGachaTexts();
  const [page, setPage] = useState(1);
  const [audit, setAudit] = useState(false);
  const load = useCallback(() => getRollHistory(page), [page]);
  const { state, reload } = useRemote(load, { version, keepStale: true });

  return (
    <section className={styles.history} aria-labelledby="gacha-history">
      <h2 id="gacha-history" className={styles.sectionTitle}>
        {t('history.title')}
      </h2>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && (
        <FailedNote title={t('history.loadFailed')} reason={state.message} onRetry={reload} />
      )}
      {state.status === 'ready' && state.value.total === 0 && <EmptyNote icon="bag">{t('history.empty')}</EmptyNote>}
      {state.status === 'ready' && state.value.total > 0 && (
        <>
          <div className={styles.auditBar}>
            <button type="button" className="btn" aria-pressed={audit} onClick={() => setAudit(!audit)}>
              {t('history.audit')}
            </button>
            {audit && <p className={styles.hint}>{t('history.auditHint')}</p>}
          </div>
          <div className={styles.scroller}>
            <table className={styles.rolls}>
              <caption>{t('history.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('history.date')}</th>
                  <th scope="col">{t('history.banner')}</th>
                  <th scope="col">{t('history.result')}</th>
                  <th scope="col">{t('history.spent')}</th>
                  {audit && <th scope="col">{t('history.auditColumn')}</th>}
                </tr>
              </thead>
              <tbody>
                {state.value.rolls.map((roll) => (
                  <tr key={roll.rollId} data-rarity={roll.rarity}>
                    <td>{texts.date(roll.date)}</td>
                    <td>{texts.bannerName(roll.banner)}</td>
                    <td>
                      <span className={styles.rollName}>
                        <span className={styles.dot} aria-hidden="true" />
                        {roll.name}
                      </span>
                      <span className={styles.rollMeta}>
                        {` ${texts.rarityLabel(roll.rarity)} · ${t(`history.${roll.outcome}`)}`}
                      </span>
                    </td>
                    <td className={styles.numeric}>{texts.vp(roll.price)}</td>
                    {audit && (
                      <td>
                        {t('history.auditValue', {
                          slot: texts.number(roll.slot),
                          slots: texts.number(GACHA_SLOTS),
                          version: roll.oddsVersion,
                        })}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageCount={Math.ceil(state.value.total / state.value.pageSize)} onChange={setPage} />
        </>
      )}
      {summary && summary.banners.some((banner) => banner.rolls > 0) && (
        <>
          <h3 className={styles.sectionTitle}>{t('history.observedTitle')}</h3>
          <div className={styles.observed}>
            {summary.banners
              .filter((banner) => banner.rolls > 0)
              .map((banner) => (
                <div key={banner.banner} className={styles.scroller}>
                  <OddsTable
                    banner={banner.banner}
                    caption={t('history.observedCaption', {
                      banner: texts.bannerName(banner.banner),
                      count: banner.rolls,
                    })}
                    observed={{ counts: banner.observed, rolls: banner.rolls }}
                  />
                </div>
              ))}
          </div>
        </>
      )}
    </section>
  );
}
