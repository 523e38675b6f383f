import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ShopCharacter } from '@src/api/characters';
import { CharacterReveal } from '@ui/components/character-reveal';
import { Dialog } from '@ui/components/dialog';
import { useCharacterTexts } from '@ui/hooks/use-character-texts';

interface PurchaseRevealProps {
  character: ShopCharacter;
  /** The id the server answered with, which the spec's success text names. */
  characterId: number;
  onClose: () => void;
}

/**
 * A purchase's moment: the character springs into its rarity frame, under its name (the shop plays its rarity's sound
 * as it opens); the words are the spec's success text ("Compra exitosa de personaje con ID: 2").
 */
export function PurchaseReveal({ character, characterId, onClose }: PurchaseRevealProps) {
  const { t } = useTranslation('characters');
  const texts = useCharacterTexts();
  const { rarity } = character;

  return (
    <Dialog
      open
      title={t('shop.revealTitle', { name: character.name })}
      onClose={onClose}
      footer={
        <Link className="btn btn--primary" to="/closet">
          {t('shop.revealCloset')}
        </Link>
      }
    >
      <CharacterReveal
        name={character.name}
        skin={character.skin}
        rarity={rarity}
        rarityLabel={texts.rarityLabel(rarity)}
      >
        <p role="status">{t('shop.success', { id: characterId })}</p>
      </CharacterReveal>
    </Dialog>
  );
}
