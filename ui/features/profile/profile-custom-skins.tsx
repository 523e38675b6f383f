import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getCustomSkins } from '@src/api/custom-skins';
import type { CustomSkinPurchase } from '@src/contract/custom-skins';
import { formatDate, formatEuroPrice } from '@src/i18n/format';
import { AlertArea } from '@ui/components/alert-area';
import { useRemote } from '@ui/hooks/use-remote';
import styles from './profile.module.css';

/**
 * The custom skins a player paid for, each "paid, awaiting art" until it is drawn (docs/payments.md). Other players see
 * the character's name, rarity, price and date; a profile without any shows nothing, except its owner's, which offers
 * the custom skin screen.
 */
export function ProfileCustomSkins({ username, isOwner }: { username: string; isOwner: boolean }) {
  const { t, i18n } = useTranslation(['skins', 'characters']);
  const load = useCallback(
    async (): Promise<CustomSkinPurchase[]> => (await getCustomSkins(username)).purchases,
    [username],
  );
  const { state } = useRemote(load);

  if (state.status === 'loading' || (state.status === 'ready' && state.value.length === 0 && !isOwner)) return null;
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <section className={`sign ${styles.mapsSection}`} aria-labelledby="profile-skins-title">
      <h2 id="profile-skins-title">{t('profile.title')}</h2>
      {state.status === 'failed' && <AlertArea>{t('profile.failed')}</AlertArea>}
      {state.status === 'ready' && state.value.length === 0 && (
        <Link to="/custom_skin" className="btn btn--primary">
          {t('profile.order')}
        </Link>
      )}
      {state.status === 'ready' && state.value.length > 0 && (
        <ul className={styles.skins}>
          {state.value.map((purchase) => (
            <li key={purchase.id} className={`paper ${styles.skin}`} data-rarity={purchase.rarity}>
              <h3 className={styles.mapName}>{purchase.characterName}</h3>
              <p className={styles.skinFacts}>
                {t('profile.paid', {
                  rarity: t(`characters:rarity.${purchase.rarity}`),
                  money: formatEuroPrice(purchase.money, i18n.language),
                  date: date(purchase.date),
                })}
              </p>
              <p className={styles.skinStatus}>{t('profile.status')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
