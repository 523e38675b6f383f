import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestView } from '@src/contract/quests';
import { Dialog } from '@ui/components/dialog';
import { LoadingPanel } from '@ui/components/loading-panel';
import { SignInLinks } from '@ui/components/sign-in-links';
import { GameIcon } from '@ui/layout/game-icon';
import { QuestRow } from './quest-row';
import type { QuestBoard } from './use-quest-board';
import popups from './popups.module.css';
import styles from './quests.module.css';

const tabs = ['active', 'all', 'completed'] as const;
type Tab = (typeof tabs)[number];

/** Active = not yet claimed, Completed = claimed (spec 3); the server's order (least remaining first) is kept. */
const inTab: Record<Tab, (quest: QuestView) => boolean> = {
  active: (quest) => !quest.completed,
  all: () => true,
  completed: (quest) => quest.completed,
};

interface QuestsDialogProps {
  board: QuestBoard;
  onRetry: () => void;
  onClaim: (questId: number) => Promise<void>;
  onClose: () => void;
}

/** The quests popup with its three tabs (spec section 2); visitors are invited to sign in instead. */
export function QuestsDialog({ board, onRetry, onClaim, onClose }: QuestsDialogProps) {
  const { t } = useTranslation('menu');
  const [tab, setTab] = useState<Tab>('active');
  const id = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  // Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern with automatic activation).
  const onTabKey = (event: KeyboardEvent) => {
    const current = tabs.indexOf(tab);
    const targets: Record<string, number> = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setTab(tabs[target]);
    tabRefs.current[tabs[target]]?.focus();
  };

  if (board.status === 'visitor') {
    return (
      <Dialog open title={t('quests.title')} onClose={onClose}>
        <div className={popups.empty}>
          <GameIcon name="quest" size={72} className={popups.emptyIcon} />
          <p className={popups.emptyBody}>{t('quests.visitor')}</p>
          <SignInLinks />
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open size="large" title={t('quests.title')} onClose={onClose}>
      <div className={popups.tabs} role="tablist" aria-label={t('quests.title')} onKeyDown={onTabKey}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={popups.tab}
            onClick={() => setTab(name)}
          >
            {t(`quests.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        <TabContent board={board} tab={tab} onRetry={onRetry} onClaim={onClaim} />
      </div>
    </Dialog>
  );
}

function TabContent({
  board,
  tab,
  onRetry,
  onClaim,
}: { board: QuestBoard; tab: Tab } & Omit<QuestsDialogProps, 'board' | 'onClose'>) {
  const { t } = useTranslation('menu');
  if (board.status === 'loading' || board.status === 'visitor') return <LoadingPanel />;
  if (board.status === 'failed') {
    return (
      <div className={popups.empty} role="alert">
        <p className={popups.emptyBody}>{t('quests.failed')}</p>
        <p className={popups.emptyBody}>{board.message}</p>
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  const shown = board.quests.filter(inTab[tab]);
  if (shown.length === 0) {
    return (
      <div className={popups.empty}>
        <GameIcon name="quest" size={72} className={popups.emptyIcon} />
        <h3 className={popups.emptyTitle}>{t(`quests.empty.${tab}`)}</h3>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {shown.map((quest) => (
        <QuestRow key={quest.id} quest={quest} onClaim={onClaim} />
      ))}
    </ul>
  );
}
