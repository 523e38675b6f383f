import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@ui/components/fallback-image';
import styles from './profile.module.css';

interface PictureChoiceProps {
  legend: string;
  /** The radio group's name. */
  name: string;
  shape: 'wide' | 'round';
  options: string[];
  /** What the profile shows today, marked but not counted as a choice. */
  current: string;
  chosen: string | null;
  urlOf: (file: string) => string;
  onChoose: (file: string) => void;
}

/** A group of pictures to pick one from: native radio buttons (arrow keys work) drawn as thumbnails. */
export function PictureChoice({ legend, name, shape, options, current, chosen, urlOf, onChoose }: PictureChoiceProps) {
  const { t } = useTranslation('profile');
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.choicesLegend}>{legend}</legend>
      <div className={`${styles.choiceGrid} ${styles[shape]}`}>
        {options.map((file, index) => {
          const label = t('edit.option', { number: index + 1 }) + (file === current ? ` (${t('edit.current')})` : '');
          return (
            <label key={file} className={styles.choice}>
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={file}
                checked={chosen === file}
                onChange={() => onChoose(file)}
              />
              <span className={styles.choiceFrame}>
                <FallbackImage
                  src={urlOf(file)}
                  alt=""
                  className={styles.choiceImage}
                  fallback={<span className={styles.choiceFallback} />}
                />
                {file === current && (
                  <span className={styles.currentBadge} aria-hidden="true">
                    {t('edit.current')}
                  </span>
                )}
              </span>
              <span className="visually-hidden">{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
