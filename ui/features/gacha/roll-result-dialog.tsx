import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RollResponse } from '@src/contract/gacha';
import { CharacterReveal } from '@ui/components/character-reveal';
import { Dialog } from '@ui/components/dialog';
import { useGachaTexts } from './use-gacha-texts';

/**
 * What a roll gave, revealed in its rarity frame: a new character, or a duplicate turned into a card (with the cards
 * now held); and the cost. The slot drawn is in the history's audit view (`roll-history.tsx`).
 */
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
      <CharacterReveal name={result.name} skin={result.skin} rarity={result.rarity} rarityLabel={words.rarity}>
        <p>{t(isNew ? 'result.new' : 'result.card', words)}</p>
        {!isNew && <p>{t('result.cards', { name: result.name, count: result.num_cards })}</p>}
        <p>{t('result.paid', { vpoints: texts.vp(result.price), left: texts.vp(result.vpoints) })}</p>
      </CharacterReveal>
    </Dialog>
  );
}
