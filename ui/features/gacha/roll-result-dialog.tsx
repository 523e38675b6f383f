import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { characterPortraitUrl } from '@src/api/characters';
import type { RollResponse } from '@src/contract/gacha';
import { Dialog } from '@ui/components/dialog';
import { FallbackImage } from '@ui/components/fallback-image';
import { useGachaTexts } from './use-gacha-texts';
import styles from './gacha.module.css';

/** What a roll gave: a new character, or a duplicate turned into a card (with the cards now held); and the cost. */
export function RollResultDialog({ result, onClose }: { result: RollResponse; onClose: () => void }) {
  const { t } = useTranslation('gacha');
  const texts = useGachaTexts();
  const isNew = result.outcome === 'new';
  const words = { name: result.name, rarity: texts.rarityLabel(result.rarity) };
  return (
    <Dialog
      open
      title={t(isNew ? 'result.newTitle' : 'result.cardTitle')}
      onClose={onClose}
      footer={
        <Link className="btn btn--primary" to="/closet">
          {t('result.closet')}
        </Link>
      }
    >
      <div className={styles.result} data-rarity={result.rarity}>
        <FallbackImage
          src={characterPortraitUrl(result.skin)}
          alt=""
          className={styles.resultPortrait}
          fallback={<span className={styles.resultPortrait}>{result.name.charAt(0)}</span>}
        />
        <p className={styles.resultRarity}>{words.rarity}</p>
        <p>{t(isNew ? 'result.new' : 'result.card', words)}</p>
        {!isNew && <p>{t('result.cards', { name: result.name, count: result.num_cards })}</p>}
        <p>{t('result.paid', { vpoints: texts.vp(result.price), left: texts.vp(result.vpoints) })}</p>
        <p className={styles.hint}>{t('result.slot', { slot: texts.number(result.slot) })}</p>
      </div>
    </Dialog>
  );
}
