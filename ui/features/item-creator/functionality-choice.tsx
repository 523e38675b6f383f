import { useTranslation } from 'react-i18next';
import { itemPictureUrl } from '@src/api/items';
import { ITEM_FUNCTIONALITIES, type ItemFunctionality } from '@src/core/items';
import styles from './item-creator.module.css';

interface FunctionalityChoiceProps {
  value: ItemFunctionality;
  onChange: (value: ItemFunctionality) => void;
}

/** What the item does, as radio cards with its icon and what it means in play (spec 4: Items). */
export function FunctionalityChoice({ value, onChange }: FunctionalityChoiceProps) {
  const { t } = useTranslation('items');
  return (
    <fieldset className={styles.functionalities}>
      <legend className={styles.legend}>{t('form.functionality')}</legend>
      <div className={styles.functionalityGrid}>
        {ITEM_FUNCTIONALITIES.map((functionality) => (
          <label key={functionality} className={styles.functionality}>
            <input
              type="radio"
              name="functionality"
              value={functionality}
              checked={value === functionality}
              onChange={() => onChange(functionality)}
              className="visually-hidden"
            />
            <span className={styles.functionalityCard}>
              <img
                src={itemPictureUrl({ objectImage: null, functionality })}
                alt=""
                className={styles.functionalityIcon}
              />
              <span>
                <span className={styles.functionalityName}>{t(`functionality.${functionality}.name`)}</span>
                <span className={styles.functionalityHelp}>{t(`functionality.${functionality}.help`)}</span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
