import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getModerationQueue, sendAppealDecision, sendDecision } from '@src/api/moderation';
import type { PendingAppeal } from '@src/contract/moderation';
import { EmptyNote, FailedNote } from '@ui/components/list-notes';
import { LoadingPanel } from '@ui/components/loading-panel';
import { PageSign } from '@ui/components/page-sign';
import { useRemote } from '@ui/hooks/use-remote';
import { DecisionForm, type DecisionFields } from './decision-form';
import { QueueEntryCard, ReportedContent } from './queue-entry';
import styles from './moderation.module.css';

/**
 * /moderation (docs/moderation.md): the open reports by target, most reported and oldest first, each with what was
 * reported, its owner's earlier decisions and the decision form; then the appeals another moderator must decide.
 * The server answers 403 to anyone the operator has not made a moderator.
 */
export function ModerationScreen() {
  const { t } = useTranslation('moderation');
  const { state, reload } = useRemote(getModerationQueue);
  const [done, setDone] = useState<string>();

  const decided = (message: string) => {
    setDone(message);
    reload();
  };

  return (
    <div className={styles.page}>
      <PageSign title={t('queue.title')} intro={t('queue.intro')} />
      <p role="status" className={styles.done}>
        {done}
      </p>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <FailedNote title={t('queue.failed')} reason={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <section aria-labelledby="reports-heading">
            <h2 id="reports-heading">{t('queue.reportsHeading')}</h2>
            {state.value.entries.length === 0 && <EmptyNote icon="shield">{t('queue.empty')}</EmptyNote>}
            {state.value.entries.map((entry) => (
              <QueueEntryCard
                key={`${entry.targetKind}-${entry.targetId}`}
                entry={entry}
                onDecide={async (fields) =>
                  decided(
                    (await sendDecision({ targetKind: entry.targetKind, targetId: entry.targetId, ...fields })).message,
                  )
                }
              />
            ))}
          </section>
          <section aria-labelledby="appeals-heading">
            <h2 id="appeals-heading">{t('queue.appealsHeading')}</h2>
            {state.value.appeals.length === 0 && <p>{t('queue.noAppeals')}</p>}
            {state.value.appeals.map((appeal) => (
              <AppealCard
                key={appeal.id}
                appeal={appeal}
                onDecide={async (fields) => decided((await sendAppealDecision(appeal.id, fields)).message)}
              />
            ))}
          </section>
        </>
      )}
    </div>
  );
}

function AppealCard({
  appeal,
  onDecide,
}: {
  appeal: PendingAppeal;
  onDecide: (fields: DecisionFields) => Promise<void>;
}) {
  const { t } = useTranslation('moderation');
  const title = appeal.content?.title ?? t('queue.gone');
  return (
    <article className={`paper ${styles.card}`} aria-label={t('queue.appealOf', { title })}>
      <ReportedContent
        entry={{
          targetKind: appeal.decision.targetKind,
          targetId: appeal.decision.targetId,
          content: appeal.content,
          owner: appeal.owner,
        }}
      />
      <p>
        {t('queue.appealed', {
          action: t(`actions.${appeal.decision.action}`),
          reason: t(`reasons.${appeal.decision.reason}`),
        })}
      </p>
      <blockquote>{appeal.text}</blockquote>
      {appeal.ownDecision ? (
        <p>{t('queue.ownDecision')}</p>
      ) : (
        <DecisionForm actions={['restore', 'dismiss']} label={t('queue.decideAppeal', { title })} onDecide={onDecide} />
      )}
    </article>
  );
}
