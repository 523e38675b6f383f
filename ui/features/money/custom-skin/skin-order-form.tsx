import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_SKIN_DESCRIPTION_MAX, CUSTOM_SKIN_NAME_MAX } from '@src/contract/custom-skin-limits';
import { AlertArea } from '@ui/components/alert-area';
import { FormField } from '@ui/components/form-field';
import { TextAreaField } from '@ui/components/text-area-field';
import { CheckoutButton } from '../checkout-button';
import styles from './custom-skin.module.css';

export interface SkinDetails {
  characterName: string;
  description: string;
}

interface SkinOrderFormProps {
  rarityName: string;
  /** The price in words; absent while it is unknown. */
  price?: string;
  /** Nothing to pay now (prices not loaded, or sold out). */
  unavailable: boolean;
  /** The checkout is opening: the page is about to leave. */
  opening: boolean;
  problem?: string;
  onPay: (details: SkinDetails) => void;
}

type Errors = Partial<Record<keyof SkinDetails, string>>;

/** The details form (spec 2 and 5): character name and description are required; 'Proceder al Pago' shows the price. */
export function SkinOrderForm({ rarityName, price, unavailable, opening, problem, onPay }: SkinOrderFormProps) {
  const { t } = useTranslation('skins');
  const [details, setDetails] = useState<SkinDetails>({ characterName: '', description: '' });
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!details.characterName.trim()) found.characterName = t('form.nameRequired');
    if (!details.description.trim()) found.description = t('form.descriptionRequired');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onPay({ characterName: details.characterName.trim(), description: details.description.trim() });
  };
  const edit = (field: keyof SkinDetails) => (value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form className={`sign ${styles.form}`} aria-labelledby="custom-skin-form" onSubmit={submit} noValidate>
      <h2 id="custom-skin-form">{t('form.title')}</h2>
      <div className={`paper ${styles.formPaper}`}>
        <FormField
          label={t('form.name')}
          name="characterName"
          value={details.characterName}
          maxLength={CUSTOM_SKIN_NAME_MAX}
          required
          autoComplete="off"
          error={errors.characterName}
          onChange={(event) => edit('characterName')(event.target.value)}
        />
        <TextAreaField
          label={t('form.description')}
          name="description"
          rows={5}
          value={details.description}
          maxLength={CUSTOM_SKIN_DESCRIPTION_MAX}
          required
          hint={t('form.descriptionHint', { max: CUSTOM_SKIN_DESCRIPTION_MAX })}
          error={errors.description}
          onChange={(event) => edit('description')(event.target.value)}
        />
        <CheckoutButton
          type="submit"
          opening={opening}
          openingText={t('form.opening')}
          disabled={unavailable || price === undefined}
          label={price ? t('form.payLabel', { rarity: rarityName, price }) : undefined}
        >
          {t('form.pay', { price: price ?? '…' })}
        </CheckoutButton>
        <AlertArea>{problem}</AlertArea>
      </div>
    </form>
  );
}
