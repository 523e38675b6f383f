import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import type { QuestView } from '@src/contract/quests';
import { formatVPoints } from '@src/i18n/format';
import { ProgressBar } from '@ui/components/progress-bar';
import { GameIcon } from '@ui/layout/game-icon';
import styles from './quests.module.css';

/** One quest: what to do, how far along the player is, the reward, and Claim (or 'Claimed' once paid). */
export function QuestRow({ quest, onClaim }: { quest: QuestView; onClaim: (questId: number) => Promise<void> }) {
  const { t, i18n } = useTranslation('menu');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const done = Math.min(quest.progress, quest.target_count);

  const claim = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onClaim(quest.id);
    } catch (error) {
      setProblem(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={styles.quest} data-state={quest.completed ? 'completed' : quest.claimable ? 'claimable' : 'active'}>
      <div className={styles.text}>
        <h3 className={styles.name}>
          {quest.name}
          {quest.completed && <span className={styles.badge}>{t('quests.badge')}</span>}
        </h3>
        <p className={styles.description}>{quest.description}</p>
        <ProgressBar
          value={done}
          max={quest.target_count}
          label={t('quests.progress', { name: quest.name })}
          valueText={`${done} / ${quest.target_count}`}
        />
      </div>
      <div className={styles.side}>
        <p className={styles.reward}>
          <GameIcon name="vpoints" size={24} />
          <span>
            {formatVPoints(quest.reward_vpoints, i18n.language)}
            <span className="visually-hidden"> VPoints</span>
          </span>
        </p>
        {quest.completed ? (
          <span className={styles.claimed}>{t('quests.claimed')}</span>
        ) : (
          <button
            type="button"
            className="btn btn--palm"
            disabled={!quest.claimable || busy}
            onClick={() => void claim()}
            aria-label={t('quests.claimQuest', { name: quest.name })}
          >
            {busy ? t('quests.claiming') : t('quests.claim')}
          </button>
        )}
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}
