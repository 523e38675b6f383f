import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { EDGE_TYPES } from '@src/contract/edge-types';
import type { GraphLink } from '@src/state/editor/graph-edits';
import { editorStore } from '@src/state/editor/store';
import { Icon } from '@ui/components/icon';
import styles from './panels.module.css';

interface EdgeMenuProps {
  link: GraphLink;
  /** Where the edge was clicked (client pixels); on phones the menu is a sheet whatever this says. */
  at?: { x: number; y: number };
  onClose: () => void;
}

const MENU_WIDTH = 270;
const MENU_HEIGHT = 180;

/** The menu of a link (spec 2): 'Siguiente evento', 'Desbloquea evento' to switch its type, and '❌ Eliminar'. */
export function EdgeMenu({ link, at, onClose }: EdgeMenuProps) {
  const { t } = useTranslation('editor');
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  }, []);

  const choose = (action: () => Promise<unknown>) => {
    onClose();
    void action();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  // Phones get a bottom sheet, easier to hit than a menu at the pointer.
  const atPointer = at !== undefined && !window.matchMedia?.('(max-width: 767px)').matches;
  const style =
    at && atPointer
      ? {
          left: Math.max(8, Math.min(at.x, window.innerWidth - MENU_WIDTH - 8)),
          top: Math.max(8, Math.min(at.y, window.innerHeight - MENU_HEIGHT - 8)),
        }
      : undefined;

  // In the body, so on phones the sheet covers the bottom bar rather than sliding under it.
  return createPortal(
    <div className={styles.menuLayer} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={menuRef}
        className={`${styles.menu} ${atPointer ? styles.menuAtPointer : ''}`}
        style={style}
        role="menu"
        aria-label={t('edgeMenu.label', { id: link.target })}
        onKeyDown={onKeyDown}
      >
        <p className={styles.menuTitle} aria-hidden="true">
          {t('edgeMenu.label', { id: link.target })}
        </p>
        {EDGE_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="menuitemradio"
            aria-checked={link.type === type}
            className={`${styles.menuItem} ${styles[`menu-${type}`]}`}
            onClick={() =>
              link.type === type
                ? onClose()
                : choose(() => editorStore.getState().switchLinkType(link.consequenceId, link.type))
            }
          >
            <span className={styles.menuSwatch} aria-hidden="true" />
            {t(`edgeTypes.${type}`)}
          </button>
        ))}
        <button
          type="button"
          role="menuitem"
          className={`${styles.menuItem} ${styles.menuDanger}`}
          onClick={() => choose(() => editorStore.getState().disconnect(link.consequenceId, link.type))}
        >
          <Icon name="close" size={20} />
          {t('edgeMenu.delete')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
