import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './image-picker.module.css';

/** What the server accepts for uploads (server/services/uploads/images.ts): JPEG, PNG or WebP up to 5 MB. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_MAX_MB = 5;
const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

interface ImagePickerProps {
  label: string;
  /** The picture chosen in this form, not yet sent. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The picture the thing has today, shown until another is chosen. */
  currentUrl: string | null;
}

/** Picks one picture (image/* only) with a preview, the size limit as a hint, and a check before anything is sent. */
export function ImagePicker({ label, file, onChange, currentUrl }: ImagePickerProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Let the same file be picked again after a removal.
    event.target.value = '';
    if (!chosen) return;
    if (!ACCEPTED_TYPES.includes(chosen.type)) setProblem(t('imagePicker.wrongType'));
    else if (chosen.size > IMAGE_MAX_BYTES) setProblem(t('imagePicker.tooLarge', { size: IMAGE_MAX_MB }));
    else {
      setProblem(null);
      onChange(chosen);
      return;
    }
    onChange(null);
  };

  const shown = preview ?? currentUrl;
  return (
    <div className={styles.picker}>
      <span className={styles.label}>{label}</span>
      <div className={styles.row}>
        <div className={styles.frame}>
          {shown ? (
            <img src={shown} alt={t('imagePicker.preview')} className={styles.image} />
          ) : (
            <Icon name="island" size={40} />
          )}
        </div>
        <div className={styles.controls}>
          <label className={`btn btn--sea ${styles.choose}`}>
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              aria-label={label}
              aria-describedby={hintId}
              aria-invalid={problem ? true : undefined}
              onChange={choose}
            />
            <Icon name="plus" />
            {t(shown ? 'imagePicker.change' : 'imagePicker.choose')}
          </label>
          {file && (
            <button type="button" className="link-button" onClick={() => onChange(null)}>
              {t('imagePicker.remove')}
            </button>
          )}
          <p id={hintId} className="field-hint">
            {file ? t('imagePicker.chosen', { name: file.name }) : t('imagePicker.hint', { size: IMAGE_MAX_MB })}
          </p>
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** A temporary address for a local file, released when the file changes or the picker goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return url;
}
