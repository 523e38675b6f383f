import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import { getNotices, markNoticesRead, sendAppeal, type Notices } from '@src/api/moderation';
import type { Notice } from '@src/contract/moderation';
import { REPORT_TEXT_MAX } from '@src/core/moderation';
import { accountFlagsStore } from '@src/state/account-flags';
import { AlertArea } from '@ui/components/alert-area';
import { EmptyNote, FailedNote } from '@ui/components/list-notes';
import { LoadingPanel } from '@ui/components/loading-panel';
import { PageSign } from '@ui/components/page-sign';
import { TextAreaField } from '@ui/components/text-area-field';
import { useRemote, type Remote } from '@ui/hooks/use-remote';
import styles from './moderation.module.css';

/**
 * /notices (docs/moderation.md): the statements of reasons of decisions about the player's content, with the one
 * appeal each hide allows, and the outcomes of what they reported. Those not read before are marked new, and read.
 */
export function NoticesScreen() {
  const { t } = useTranslation('moderation');
  const { state, reload } = useRemote(getNotices);
  useMarkShownRead(state);
  return (
    <div className={styles.page}>
      <PageSign title={t('notices.title')} intro={t('notices.intro')} />
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <FailedNote title={t('notices.failed')} reason={state.message} onRetry={reload} />}
      {state.status === 'ready' && state.value.notices.length === 0 && (
        <EmptyNote icon="mail">{t('notices.empty')}</EmptyNote>
      )}
      {state.status === 'ready' &&
        state.value.notices.map((notice) => <NoticeCard key={notice.id} notice={notice} onAppealed={reload} />)}
    </div>
  );
}

function NoticeCard({ notice, onAppealed }: { notice: Notice; onAppealed: () => void }) {
  const { t, i18n } = useTranslation('moderation');
  const { decision } = notice;
  const what = t(`notices.${notice.role}.${decision.action}`, {
    kind: t(`kinds.${decision.targetKind}`),
    subject: notice.subject,
  });
  return (
    <article className={`paper ${styles.card}`} aria-label={what}>
      {!notice.read && <p className={styles.kind}>{t('notices.new')}</p>}
      <h2>{what}</h2>
      <p>{new Date(decision.createdAt).toLocaleString(i18n.language)}</p>
      <p>{t('notices.reason', { reason: t(`reasons.${decision.reason}`) })}</p>
      <p>{t('notices.statement', { text: decision.text })}</p>
      {notice.role === 'owner' && (
        <p>
          {decision.appealOf !== null
            ? t('notices.foundAppeal')
            : decision.reports > 0
              ? t('notices.foundReports', { count: decision.reports })
              : t('notices.foundModerator')}
        </p>
      )}
      {notice.appealed && <p>{t('notices.appealed')}</p>}
      {notice.canAppeal && <AppealForm decisionId={decision.id} onAppealed={onAppealed} />}
    </article>
  );
}

function AppealForm({ decisionId, onAppealed }: { decisionId: number; onAppealed: () => void }) {
  const { t } = useTranslation('moderation');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = async () => {
    if (!text.trim()) return setError(t('notices.appealRequired'));
    try {
      await sendAppeal({ decisionId, text: text.trim() });
      onAppealed();
    } catch (failure) {
      setError(toApiError(failure).message);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <p>{t('notices.appealHint')}</p>
      <TextAreaField
        label={t('notices.appealText')}
        maxLength={REPORT_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <AlertArea>{error}</AlertArea>
      <button type="submit" className="btn btn--primary">
        {t('notices.appeal')}
      </button>
    </form>
  );
}

/**
 * Once the notices are on screen, the unread ones among them are marked read, and the menus' count follows the
 * server's. A failed mark is left for the next visit: the notices are shown all the same.
 */
function useMarkShownRead(state: Remote<Notices>) {
  useEffect(() => {
    if (state.status !== 'ready') return;
    const unread = state.value.notices.filter((notice) => !notice.read).map((notice) => notice.id);
    if (unread.length === 0) return;
    markNoticesRead(unread).then(
      (answer) => accountFlagsStore.setState({ unreadNotices: answer.unread }),
      () => undefined,
    );
  }, [state]);
}
