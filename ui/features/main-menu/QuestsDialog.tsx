import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@ui/components/Dialog';
import { GameIcon } from '@ui/layout/GameIcon';
import styles from './popups.module.css';

const tabs = ['active', 'all', 'completed'] as const;
type Tab = (typeof tabs)[number];

/**
 * The quests popup with its three tabs (spec section 2). The quest board has no server yet, so every tab says so
 * plainly instead of showing made-up quests.
 */
export function QuestsDialog({ onClose }: { onClose: () => void }) {
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

  return (
    <Dialog open title={t('quests.title')} onClose={onClose}>
      <div className={styles.tabs} role="tablist" aria-label={t('quests.title')} onKeyDown={onTabKey}>
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
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(`quests.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} className={styles.empty}>
        <GameIcon name="quest" size={72} className={styles.emptyIcon} />
        <h3 className={styles.emptyTitle}>{t(`quests.empty.${tab}`)}</h3>
        <p className={styles.emptyBody}>{t('quests.soon')}</p>
      </div>
    </Dialog>
  );
}
