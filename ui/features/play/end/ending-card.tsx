import { useTranslation } from 'react-i18next';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { emptiedStat } from '@src/core/stats';
import type { RunState } from '@src/core/run';
import type { LoadedRun } from '@src/state/run/loaded-run';
import { endingPictureUrl, portraitUrl } from '../parts/art';
import styles from './ending-card.module.css';

/** The suffix of the "muerto" portrait (src/core/character-state.ts): the ghost with its halo. */
const DEAD_PORTRAIT = '_m';

/**
 * The ending's card (issue 26): a built-in island's ending picture from the asset pipeline (its way out arriving in
 * the morning, or the same island at nightfall with what the castaway left; a community map shows its own picture)
 * with the character on it, and the island's words: a rescue line per built-in island, or for a death the stat that
 * ran out ("Te venció la sed") and the island's epitaph. A death shows the ghost portrait.
 */
export function EndingCard({ run, loadedRun }: { run: RunState; loadedRun: LoadedRun }) {
  // History Mode's namespace names the island; the game screen loads it with its own.
  const { t } = useTranslation(['play', 'history']);
  const died = run.status === 'dead';
  const island = HISTORY_ISLANDS.find((candidate) => candidate.number === loadedRun.mapId);
  const place = island?.key ?? 'community';
  const picture = island ? endingPictureUrl(island.number, died ? 'death' : 'rescue') : loadedRun.imageUrl;
  const stat = died ? emptiedStat(run.stats) : null;
  const { skin } = loadedRun.character;

  return (
    <figure className={styles.card} data-ending={died ? 'death' : 'rescue'} data-island={place}>
      <div className={styles.scene}>
        <img className={styles.picture} src={picture} alt="" width={1280} height={560} />
        <img
          className={styles.portrait}
          src={portraitUrl(skin, died ? DEAD_PORTRAIT : '')}
          alt=""
          width={256}
          height={256}
        />
      </div>
      <figcaption className={styles.words}>
        {island && <span className={styles.place}>{t(`history:islands.${island.key}.name`)}</span>}
        {died ? (
          <>
            {stat && <strong className={styles.line}>{t(`end.card.defeat.${stat}`)}</strong>}
            <span>{t(`end.card.epitaph.${place}`)}</span>
          </>
        ) : (
          <strong className={styles.line}>{t(`end.card.rescue.${place}`)}</strong>
        )}
      </figcaption>
    </figure>
  );
}
