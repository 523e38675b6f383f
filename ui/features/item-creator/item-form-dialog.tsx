import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import { createItem, itemPictureUrl, updateItem } from '@src/api/items';
import type { ItemView } from '@src/contract/items';
import type { ItemFunctionality } from '@src/core/items';
import { FormDialog } from '@ui/components/form-dialog';
import { FormField } from '@ui/components/form-field';
import { ImagePicker } from '@ui/components/image-picker';
import { TextAreaField } from '@ui/components/text-area-field';
import { ITEM_DESCRIPTION_MAX, ITEM_NAME_MAX } from '@src/contract/creator-limits';
import { useFieldErrors } from '@ui/hooks/use-field-errors';
import { FunctionalityChoice } from './functionality-choice';

interface ItemFormDialogProps {
  /** The item to edit, or null to create one. */
  item: ItemView | null;
  onClose: () => void;
  onSaved: (item: ItemView, created: boolean) => void;
}

interface ItemTexts {
  name: string;
  description: string;
}

/** Spec 5: both texts are required; an empty one is marked until it is filled in. */
function emptyFields(values: ItemTexts): Partial<Record<keyof ItemTexts, true>> {
  return {
    ...(values.name.trim() === '' && { name: true }),
    ...(values.description.trim() === '' && { description: true }),
  };
}

/** The item popup: name and description (both required), functionality and an optional picture. */
export function ItemFormDialog({ item, onClose, onSaved }: ItemFormDialogProps) {
  const { t } = useTranslation('items');
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [functionality, setFunctionality] = useState<ItemFunctionality>(item?.functionality ?? 'None');
  const [image, setImage] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const checks = useFieldErrors({ name, description }, emptyFields);
  /** 'Por favor completa todos los campos.' while a required field is still empty after an attempt. */
  const incomplete = Object.keys(checks.errors).length > 0;

  const submit = async () => {
    setFailure(null);
    if (!checks.validate()) return;
    const form = { name: name.trim(), description: description.trim(), functionality };
    try {
      onSaved(item ? await updateItem(item.objectid, form, image) : await createItem(form, image), item === null);
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  };
  return (
    <FormDialog
      size="large"
      title={t(item ? 'form.editTitle' : 'form.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t(item ? 'form.save' : 'form.create')}
      busyLabel={t('form.saving')}
      alert={
        incomplete ? (
          <p>{t('form.incomplete')}</p>
        ) : (
          failure && (
            <>
              <p>{t('form.failed')}</p>
              <p>{failure}</p>
            </>
          )
        )
      }
    >
      <FormField
        label={t('form.name')}
        value={name}
        maxLength={ITEM_NAME_MAX}
        required
        aria-invalid={checks.errors.name}
        onChange={(change) => setName(change.target.value)}
      />
      <TextAreaField
        label={t('form.description')}
        value={description}
        maxLength={ITEM_DESCRIPTION_MAX}
        required
        aria-invalid={checks.errors.description}
        onChange={(change) => setDescription(change.target.value)}
      />
      <FunctionalityChoice value={functionality} onChange={setFunctionality} />
      <ImagePicker
        label={t('form.image')}
        file={image}
        onChange={setImage}
        currentUrl={item ? itemPictureUrl(item) : null}
      />
    </FormDialog>
  );
}
