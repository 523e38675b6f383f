import { useTranslation } from 'react-i18next';
import { Dialog } from '@ui/components/dialog';
import styles from './custom-skin.module.css';

const POINTS = ['price', 'ranking', 'details', 'hold', 'after'] as const;

/** The info popup of the custom skin screen (spec 2): the price rule, the ranking, the details and what happens next. */
export function InfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('skins');
  return (
    <Dialog
      open={open}
      title={t('info.title')}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('info.close')}
        </button>
      }
    >
      <ul className={styles.infoList}>
        {POINTS.map((point) => (
          <li key={point}>{t(`info.${point}`)}</li>
        ))}
      </ul>
    </Dialog>
  );
}
