import { useTranslation } from 'react-i18next';
import { levelUpCharacter } from '@src/api/characters';
import { toApiError } from '@src/api/errors';
import { maxStats } from '@src/core/stats';
import { noticesStore } from '@src/state/notices';
import { ConfirmDialog } from '@ui/components/confirm-dialog';
import { StatRow } from '@ui/components/stat-row';
import { useCharacterTexts } from '@ui/hooks/use-character-texts';
import type { ClosetCharacter } from './closet-list';

interface LevelUpDialogProps {
  character: ClosetCharacter;
  onLevelledUp: (character: ClosetCharacter) => void;
  onClose: () => void;
}

/** Confirms a level-up, showing each stat before → after (spec 9: the game's formula at the next level). */
export function LevelUpDialog({ character, onLevelledUp, onClose }: LevelUpDialogProps) {
  const { t } = useTranslation('characters');
  const texts = useCharacterTexts();
  const next = character.lvl + 1;
  const after = character.base ? maxStats(character.base, next) : null;

  const confirm = async () => {
    const answer = await levelUpCharacter(character.characterid);
    onLevelledUp({ ...answer.character, base: character.base });
    noticesStore
      .getState()
      .push('success', 'characters:closet.leveledUp', { name: answer.character.name, level: answer.character.lvl });
    onClose();
  };

  return (
    <ConfirmDialog
      tone="primary"
      title={t('closet.levelUpTitle', { name: character.name, level: next })}
      message={
        <>
          <p>{t('closet.levelUpBody', { cards: character.cardsToNextLevel })}</p>
          <StatRow
            stats={after ?? character}
            before={after ? character : undefined}
            labels={texts.statLabels}
            label={`${t('closet.before')} → ${t('closet.after')}`}
          />
        </>
      }
      confirmLabel={t('closet.levelUp')}
      onConfirm={confirm}
      failure={(error) => (
        <>
          <p>{t('closet.levelUpFailed')}</p>
          <p>{toApiError(error).message}</p>
        </>
      )}
      onClose={onClose}
    />
  );
}
