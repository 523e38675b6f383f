import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from 'react-i18next';
import { getShopCharacters, type ShopCharacter } from '@src/api/characters';
import { getGachaSummary } from '@src/api/gacha';
import { BANNERS, type Banner } from '@src/core/gacha';
import { isRarity, type Rarity } from '@src/core/rarity';
import { playRevealSound } from '@src/state/audio/reveal-sound';
import { gachaStore, stagedReveal, useGacha } from '@src/state/gacha/roll-store';
import { gameStore } from '@src/state/game';
import { useSession } from '@src/state/session';
import { PageSign } from '@ui/components/page-sign';
import { RemoteListStatus } from '@ui/components/remote-list-status';
import { BalancePill } from '@ui/components/balance-pill';
import { useRemoteList } from '@ui/hooks/use-remote-list';
import { useRemote } from '@ui/hooks/use-remote';
import { usePaidChanceGate } from '@ui/hooks/use-paid-chance-gate';
import { GameIcon } from '@ui/layout/game-icon';
import { BannerCard } from './banner-card';
import { PracticeDialog } from './practice-dialog';
import { RevealStage } from './reveal-stage';
import { RollConfirmDialog } from './roll-confirm-dialog';
import { RollHistory } from './roll-history';
import { RollResultDialog } from './roll-result-dialog';
import { SparkDialog } from './spark-dialog';
import { useRevealSound } from './use-stage-reveal';
import { useGachaTexts } from './use-gacha-texts';
import styles from './gacha.module.css';

const idOf = (character: ShopCharacter) => character.characterid;

function namesByRarity(catalogue: readonly ShopCharacter[]): Map<Rarity, string[]> {
  const names = new Map<Rarity, string[]>();
  for (const character of catalogue) {
    const rarity = character.rarity as Rarity;
    names.set(rarity, [...(names.get(rarity) ?? []), character.name]);
  }
  return names;
}

/**
 * /gatcha (spec 2 and 4): three banners with their prices, odds and characters; a roll drawn on the server and
 * revealed on the stage (`stage`, the gacha scene); the result; the player's history beside the odds; the spark; and a
 * practice roll that grants nothing.
 */
export function GachaScreen({ stage }: { stage: ReactNode }) {
  const { t } = useTranslation('gacha');
  const texts = useGachaTexts();
  const vpoints = useSession((session) => session.vpoints);
  const catalogue = useRemoteList(getShopCharacters, idOf);
  const [version, setVersion] = useState(0);
  const summary = useRemote(getGachaSummary, { version, keepStale: true }).state;
  const paid = useGacha((state) => state.paid);
  const practice = useGacha((state) => state.practice);
  const confirming = useGacha((state) => state.confirming);
  const staged = useGacha(useShallow(stagedReveal));
  const { requestRoll, confirmRoll, cancelRoll, closeResult, openPractice, practise, closePractice, leave, roll } =
    gachaStore.getState();
  const gate = usePaidChanceGate();
  const result = paid.status === 'revealed' ? paid.result : null;
  const busy = paid.status === 'rolling' || paid.status === 'revealing';
  const [sparking, setSparking] = useState<Banner | null>(null);
  useEffect(() => leave, [leave]);
  useRevealSound(staged);

  // A roll refused for want of a year of birth (or for age) opens the gate's dialog instead of an error line: once
  // the year is stated, the same banner rolls without being asked again (the player already said yes to its price).
  const { refused } = gate;
  useEffect(() => {
    if (paid.status === 'failed' && refused(paid.code, () => void roll(paid.banner))) closeResult();
  }, [paid, refused, roll, closeResult]);

  // The history and the spark learn about a roll once it is revealed, so they never spoil the reveal. Where no stage
  // opened a chest (and sounded it), the result's reveal sounds instead, once a roll.
  const sounded = useRef<string | null>(null);
  useEffect(() => {
    if (!result) return;
    setVersion((count) => count + 1);
    if (gameStore.getState().stageExpected || sounded.current === result.rollId) return;
    sounded.current = result.rollId;
    if (isRarity(result.rarity)) playRevealSound(result.rarity);
  }, [result]);

  const characters = useMemo(
    () => (catalogue.state.status === 'ready' ? catalogue.state.items : []),
    [catalogue.state],
  );
  const names = useMemo(() => namesByRarity(characters), [characters]);
  const sparkOf = (banner: Banner) =>
    summary.status === 'ready' ? summary.value.banners.find((entry) => entry.banner === banner)?.spark : undefined;
  const sparkDialog = sparking ? sparkOf(sparking) : undefined;

  return (
    <div className={styles.page}>
      <PageSign
        title={t('title')}
        intro={t('intro')}
        actions={
          <>
            <BalancePill icon={<GameIcon name="vpoints" size={32} />}>
              {t('characters:balance', { vpoints: texts.vp(vpoints) })}
            </BalancePill>
            <button type="button" className="btn" onClick={openPractice}>
              {t('practice.open')}
            </button>
          </>
        }
      />
      <RemoteListStatus
        state={catalogue.state}
        failedTitle={t('characters:loadFailed')}
        offlineReason={t('characters:loadOffline')}
        onRetry={catalogue.reload}
      />
      {paid.status === 'failed' && (
        <p role="alert" className={styles.failed}>
          {t('rollFailed')} {paid.message}
        </p>
      )}
      {catalogue.state.status === 'ready' && (
        <ul className={styles.banners}>
          {BANNERS.map((banner) => (
            <li key={banner}>
              <BannerCard
                banner={banner}
                names={names}
                balance={vpoints}
                spark={sparkOf(banner)}
                busy={busy}
                onRoll={() => void requestRoll(banner)}
                onRedeem={() => setSparking(banner)}
              />
            </li>
          ))}
        </ul>
      )}
      <RollHistory version={version} summary={summary.status === 'ready' ? summary.value : null} />
      <RevealStage stage={stage} reveal={staged} />
      {confirming && (
        <RollConfirmDialog
          banner={confirming}
          balance={vpoints}
          onConfirm={(dontAskAgain) => void confirmRoll(dontAskAgain)}
          onClose={cancelRoll}
        />
      )}
      {result && <RollResultDialog result={result} onClose={closeResult} />}
      {sparking && sparkDialog && (
        <SparkDialog
          banner={sparking}
          spark={sparkDialog}
          catalogue={characters}
          onRedeemed={() => setVersion((count) => count + 1)}
          onClose={() => setSparking(null)}
        />
      )}
      {gate.dialog}
      {practice.status === 'open' && (
        <PracticeDialog draw={practice.draw} onPractise={practise} onClose={closePractice} />
      )}
    </div>
  );
}
