import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCustomSkinCheckout, newPriceOf } from '@src/api/custom-skins';
import { toApiError } from '@src/api/errors';
import { RARITIES, type Rarity } from '@src/core/rarity';
import { formatDate, formatEuroPrice } from '@src/i18n/format';
import { PageSign } from '@ui/components/page-sign';
import { goToCheckout } from '../go-to-checkout';
import { InfoDialog } from './info-dialog';
import { RarityRanking } from './rarity-ranking';
import { RaritySlider } from './rarity-slider';
import { SkinOrderForm, type SkinDetails } from './skin-order-form';
import { useCustomSkinPrices, useRarityRanking } from './use-custom-skin-data';
import styles from './custom-skin.module.css';

/**
 * /custom_skin (spec 2, 3): a slider over the seven rarities with each one's current price and ranking, an info popup,
 * and the details form whose 'Proceder al Pago' opens a Checkout session at that price. The server decides the price;
 * a stale one comes back as 409 with the new price, shown here before the player decides again (docs/payments.md).
 */
export function CustomSkinScreen() {
  const { t, i18n } = useTranslation('skins');
  const { t: tc } = useTranslation('characters');
  const [index, setIndex] = useState(0);
  const [infoOpen, setInfoOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string>();
  const rarity = RARITIES[index];
  const { prices, reload: reloadPrices, setPrice } = useCustomSkinPrices();
  const { ranking, reload: reloadRanking } = useRarityRanking(rarity);

  const rarityLabel = (each: Rarity) => tc(`rarity.${each}`);
  const euros = (value: number) => formatEuroPrice(value, i18n.language);
  const date = (iso: string) => formatDate(iso, i18n.language);
  const current = prices.status === 'ready' ? prices.value.find((price) => price.rarity === rarity) : undefined;
  const price = current ? euros(current.amount / 100) : undefined;
  const note = current?.soldOut ? t('slider.soldOut') : current?.held ? t('slider.held') : undefined;

  const choose = (next: number) => {
    setIndex(next);
    setProblem(undefined);
  };

  const pay = async (details: SkinDetails) => {
    if (!current) return;
    setOpening(true);
    setProblem(undefined);
    try {
      const session = await createCustomSkinCheckout({ amount: current.amount, rarity, ...details });
      // The page is leaving: the button keeps saying so until it has.
      goToCheckout(session.url);
    } catch (error) {
      setOpening(false);
      const newPrice = newPriceOf(error);
      if (newPrice !== undefined) {
        setPrice(rarity, newPrice);
        reloadRanking();
        setProblem(t('form.priceChanged', { rarity: rarityLabel(rarity), price: euros(newPrice / 100) }));
        return;
      }
      const failure = toApiError(error);
      if (failure.code === 'CUSTOM_SKIN_PRICE_HELD') setPrice(rarity, current.amount, true);
      setProblem(`${t('form.failed')} ${failure.message}`);
    }
  };

  return (
    <div className={styles.page}>
      <PageSign
        title={t('title')}
        intro={t('intro')}
        actions={
          <button type="button" className="btn btn--night" onClick={() => setInfoOpen(true)}>
            {t('infoButton')}
          </button>
        }
      />
      <div className={styles.columns}>
        <div className={styles.column}>
          <RaritySlider
            index={index}
            onChange={choose}
            rarityLabel={rarityLabel}
            price={price ?? (prices.status === 'failed' ? t('form.pricesFailed') : t('slider.priceLoading'))}
            note={note}
          />
          {prices.status === 'failed' && (
            <button type="button" className={`btn btn--sea ${styles.retry}`} onClick={reloadPrices}>
              {t('common:actions.retry')}
            </button>
          )}
          <RarityRanking
            rarityName={rarityLabel(rarity)}
            ranking={ranking}
            price={price}
            money={euros}
            date={date}
            onRetry={reloadRanking}
          />
        </div>
        <SkinOrderForm
          rarityName={rarityLabel(rarity)}
          price={price}
          unavailable={!current || current.soldOut}
          opening={opening}
          problem={problem}
          onPay={(details) => void pay(details)}
        />
      </div>
      <InfoDialog open={infoOpen} onClose={() => setInfoOpen(false)} />
    </div>
  );
}
