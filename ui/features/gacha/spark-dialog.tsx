import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopCharacter } from '@src/api/characters';
import { toApiError } from '@src/api/errors';
import { redeemSpark } from '@src/api/gacha';
import type { SparkProgress } from '@src/contract/gacha';
import { sparkRarity, type Banner } from '@src/core/gacha';
import { noticesStore } from '@src/state/notices';
import { ConfirmDialog } from '@ui/components/confirm-dialog';
import { useGachaTexts } from './use-gacha-texts';
import styles from './gacha.module.css';

interface SparkDialogProps {
  banner: Banner;
  spark: SparkProgress;
  catalogue: readonly ShopCharacter[];
  onRedeemed: () => void;
  onClose: () => void;
}

/** A full spark spent on a character of the banner's rarest rarity, chosen by the player, after a confirmation. */
export function SparkDialog({ banner, spark, catalogue, onRedeemed, onClose }: SparkDialogProps) {
  const { t } = useTranslation('gacha');
  const texts = useGachaTexts();
  const rarity = sparkRarity(banner);
  const eligible = catalogue.filter((character) => character.rarity === rarity);
  const [chosen, setChosen] = useState(eligible[0]?.characterid);

  const redeem = async () => {
    if (chosen === undefined) throw new Error(t('odds.none'));
    const answer = await redeemSpark(banner, chosen);
    noticesStore.getState().push('success', 'gacha:spark.success', { name: answer.name });
    onRedeemed();
    onClose();
  };

  return (
    <ConfirmDialog
      tone="primary"
      title={t('spark.title', { banner: texts.bannerName(banner) })}
      message={
        <fieldset className={styles.choices}>
          <legend>{t('spark.choose', { rarity: texts.rarityLabel(rarity) })}</legend>
          {eligible.length === 0 && <p>{t('odds.none')}</p>}
          {eligible.map((character) => (
            <label key={character.characterid} className={styles.choice}>
              <input
                type="radio"
                name="spark-character"
                checked={chosen === character.characterid}
                onChange={() => setChosen(character.characterid)}
              />
              {character.name}
            </label>
          ))}
          <p>{t('spark.body', { needed: texts.number(spark.needed) })}</p>
        </fieldset>
      }
      confirmLabel={t('spark.confirm')}
      onConfirm={redeem}
      failure={(error) => (
        <>
          <p>{t('spark.failed')}</p>
          <p>{toApiError(error).message}</p>
        </>
      )}
      onClose={onClose}
    />
  );
}
