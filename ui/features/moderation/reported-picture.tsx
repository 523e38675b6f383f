import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getModeratorPicture } from '@src/api/moderation';
import { PICTURE_TARGETS, type PictureTarget, type ReportTarget } from '@src/core/moderation';
import styles from './moderation.module.css';

interface ReportedPictureProps {
  targetKind: ReportTarget;
  targetId: number;
  /** The picture's public address. */
  src: string;
  hidden: boolean;
}

const hasUpload = (kind: ReportTarget): kind is PictureTarget => (PICTURE_TARGETS as readonly string[]).includes(kind);

/**
 * The reported picture. A hidden map's or item's picture answers 404 at its address to everyone (an <img> sends no
 * token), so the moderator's copy is asked for with the token and shown from memory through an object URL.
 */
export function ReportedPicture({ targetKind, targetId, src, hidden }: ReportedPictureProps) {
  const { t } = useTranslation('moderation');
  if (!hidden || !hasUpload(targetKind)) return <img src={src} alt={t('queue.picture')} className={styles.picture} />;
  return <HiddenPicture targetKind={targetKind} targetId={targetId} />;
}

function HiddenPicture({ targetKind, targetId }: { targetKind: PictureTarget; targetId: number }) {
  const { t } = useTranslation('moderation');
  const [shown, setShown] = useState<{ url?: string; failed?: boolean }>({});
  useEffect(() => {
    let current = true;
    let url: string | undefined;
    getModeratorPicture(targetKind, targetId).then(
      (blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setShown({ url });
      },
      () => current && setShown({ failed: true }),
    );
    return () => {
      current = false;
      // The bytes stay in memory until their URL is let go.
      if (url) URL.revokeObjectURL(url);
    };
  }, [targetKind, targetId]);
  if (shown.failed) return <p>{t('queue.pictureFailed')}</p>;
  if (!shown.url) return <p>{t('queue.pictureLoading')}</p>;
  return <img src={shown.url} alt={t('queue.hiddenPicture')} className={styles.picture} />;
}
