import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUploadedItemImage, itemImageUrl } from '@src/api/play';
import type { PlayItemView } from '@src/contract/play';
import { itemUse, wouldRestore, type ItemFunctionality } from '@src/core/items';
import { itemPercentAfterPassive } from '@src/core/passives';
import { AlertArea } from '@ui/components/alert-area';
import { Dialog } from '@ui/components/dialog';
import { ReportButton } from '@ui/components/report-button';
import { useSession } from '@src/state/session';
import { GameIcon } from '../parts/game-icon';
import { playStore, usePlay } from '@src/state/run/play-store';
import styles from './dialogs.module.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The backpack (spec 2 and 4): the items held, with their count and use. Healing, food, drink and mind items restore
 * 10 % of the stat's maximum (more with some passives) and are used up; trade items and keepsakes cannot be used.
 */
export function BackpackDialog() {
  const { t } = useTranslation('play');
  const open = usePlay((state) => state.menu === 'backpack');
  const loadedRun = usePlay((state) => state.loadedRun);
  const run = usePlay((state) => state.run);
  const signedIn = useSession((state) => state.token !== null);
  const [notice, setNotice] = useState<Notice>(null);
  if (!open || !loadedRun || !run) return null;

  const held = Object.entries(run.backpack).map(([id, count]) => ({
    count,
    item: loadedRun.items.get(Number(id)),
    id: Number(id),
  }));
  /** What an item does for this character (its passive may raise the percentage). */
  const restoreOf = (functionality: ItemFunctionality) =>
    itemUse(functionality, run.max, itemPercentAfterPassive(run.passiveRules, functionality));

  const use = (item: PlayItemView) => {
    const effect = restoreOf(item.functionality);
    const refusal = playStore.getState().useItem(item.objectid);
    if (refusal?.code === 'item-needed') setNotice({ tone: 'error', text: t('backpack.needed') });
    else if (refusal?.code === 'stat-full') setNotice({ tone: 'error', text: t(`backpack.full.${refusal.stat}`) });
    else if (refusal || !effect.usable) setNotice({ tone: 'error', text: t('backpack.notUsable') });
    else {
      // What the bar really gained: a stat near its maximum takes less than the item offers.
      const gained = (playStore.getState().run?.stats[effect.stat] ?? 0) - run.stats[effect.stat];
      setNotice({
        tone: 'success',
        text: t('backpack.used', { item: item.name, amount: gained, stat: t(`stats.${effect.stat}`) }),
      });
    }
  };

  const close = () => {
    setNotice(null);
    playStore.getState().closeMenu();
  };

  return (
    <Dialog open title={t('backpack.title')} onClose={close}>
      <AlertArea tone={notice?.tone ?? 'error'}>{notice?.text}</AlertArea>
      {held.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('backpack.empty')}</p>
          <p>{t('backpack.emptyHint')}</p>
        </div>
      ) : (
        <ul className={styles.items}>
          {held.map(({ id, count, item }) => {
            const functionality = item?.functionality ?? 'None';
            const effect = restoreOf(functionality);
            const name = item?.name ?? `#${id}`;
            // Refused rather than wasted: an item for a stat already at its maximum would restore nothing.
            const full = effect.usable && !wouldRestore(effect, run.stats, run.max);
            return (
              <li key={id} className={styles.item}>
                <GameIcon src={itemImageUrl(item?.objectImage ?? null, functionality)} size={56} />
                <div className={styles.itemText}>
                  <p className={styles.itemName}>
                    {name} <span className={styles.itemCount}>{t('backpack.count', { count })}</span>
                  </p>
                  <p className={styles.itemKind}>
                    {t(`backpack.functionality.${functionality}`)}
                    {effect.usable &&
                      ` · ${t('backpack.restores', { amount: effect.amount, stat: t(`stats.${effect.stat}`) })}`}
                  </p>
                  {item?.description && <p className={styles.itemDescription}>{item.description}</p>}
                  {/* Another player's map: the pictures its creator uploaded for its items can be reported. */}
                  {loadedRun.reportable && item && isUploadedItemImage(item.objectImage) && (
                    <ReportButton
                      targetKinds={['item_picture']}
                      targetId={item.objectid}
                      subject={name}
                      signedIn={signedIn}
                      className={`link-button ${styles.itemReport}`}
                    />
                  )}
                </div>
                {item && effect.usable ? (
                  <div className={styles.itemUse}>
                    <button
                      type="button"
                      className="btn btn--palm"
                      onClick={() => use(item)}
                      disabled={full}
                      aria-describedby={full ? `full-${id}` : undefined}
                      aria-label={t('backpack.use_label', { item: name })}
                    >
                      {t('backpack.use')}
                    </button>
                    {full && (
                      <span id={`full-${id}`} className={styles.itemNote}>
                        {t(`backpack.full.${effect.stat}`)}
                      </span>
                    )}
                  </div>
                ) : (
                  <span className={styles.itemNote}>{t('backpack.notUsable')}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
