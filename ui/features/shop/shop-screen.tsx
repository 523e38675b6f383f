import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyCharacter, getShopCharacters, type ShopCharacter } from '@src/api/characters';
import { NETWORK_ERROR, toApiError } from '@src/api/errors';
import { isRarity } from '@src/core/rarity';
import { playRevealSound } from '@src/state/audio/reveal-sound';
import { sessionStore, useSession } from '@src/state/session';
import { CharacterGrid } from '@ui/components/character-tile';
import { ConfirmDialog } from '@ui/components/confirm-dialog';
import { EmptyNote } from '@ui/components/list-notes';
import { BalancePill } from '@ui/components/balance-pill';
import { PageSign } from '@ui/components/page-sign';
import { RemoteListStatus } from '@ui/components/remote-list-status';
import { useCharacterTexts } from '@ui/hooks/use-character-texts';
import { useRemoteList } from '@ui/hooks/use-remote-list';
import { GameIcon } from '@ui/layout/game-icon';
import { PurchaseReveal } from './purchase-reveal';
import { ShopCard } from './shop-card';
import styles from './shop.module.css';

const idOf = (character: ShopCharacter) => character.characterid;

/**
 * /shop: every character with its stats, passive and price; buying one spends VPoints after a confirmation, and the
 * character is revealed with the spec's success text.
 */
export function ShopScreen() {
  const { t } = useTranslation('characters');
  const texts = useCharacterTexts();
  const { state, reload, upsert } = useRemoteList(getShopCharacters, idOf);
  const vpoints = useSession((session) => session.vpoints);
  const [buying, setBuying] = useState<ShopCharacter | null>(null);
  const [bought, setBought] = useState<{ character: ShopCharacter; id: number } | null>(null);

  const buy = async (character: ShopCharacter) => {
    try {
      const answer = await buyCharacter(character.characterid);
      sessionStore.getState().update({ vpoints: answer.vpoints });
      upsert({ ...character, owned: true });
      setBuying(null);
      setBought({ character, id: answer.characterId });
      if (isRarity(character.rarity)) playRevealSound(character.rarity);
    } catch (error) {
      // Bought in another tab: the card says so at once, and the dialog says why nothing was spent.
      if (toApiError(error).code === 'CHARACTER_ALREADY_OWNED') upsert({ ...character, owned: true });
      throw error;
    }
  };

  return (
    <div className={styles.page}>
      <PageSign
        title={t('shop.title')}
        intro={t('shop.intro')}
        actions={
          <BalancePill icon={<GameIcon name="vpoints" size={32} />}>
            {t('balance', { vpoints: texts.vp(vpoints) })}
          </BalancePill>
        }
      />
      <RemoteListStatus state={state} failedTitle={t('loadFailed')} offlineReason={t('loadOffline')} onRetry={reload} />
      {state.status === 'ready' && state.items.length === 0 && <EmptyNote icon="bag">{t('shop.empty')}</EmptyNote>}
      {state.status === 'ready' && state.items.length > 0 && (
        <CharacterGrid>
          {state.items.map((character) => (
            <li key={character.characterid}>
              <ShopCard character={character} balance={vpoints} onBuy={() => setBuying(character)} />
            </li>
          ))}
        </CharacterGrid>
      )}
      {buying && (
        <ConfirmDialog
          tone="primary"
          title={t('shop.confirmTitle', { name: buying.name })}
          message={
            <p>
              {t('shop.confirmBody', {
                vpoints: texts.vp(buying.price),
                euros: texts.euros(buying.price),
                left: texts.vp(vpoints - buying.price),
              })}
            </p>
          }
          confirmLabel={t('shop.confirm')}
          onConfirm={() => buy(buying)}
          failure={(error) => {
            const problem = toApiError(error);
            if (problem.code === NETWORK_ERROR) return <p>{t('shop.offline')}</p>;
            return (
              <>
                <p>{t('shop.failed')}</p>
                <p>{problem.message}</p>
              </>
            );
          }}
          onClose={() => setBuying(null)}
        />
      )}
      {bought && (
        <PurchaseReveal character={bought.character} characterId={bought.id} onClose={() => setBought(null)} />
      )}
    </div>
  );
}
