import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR, toApiError } from '@src/api/errors';
import { mapPictureUrl } from '@src/api/assets';
import { createMap, editMap, publishIssuesOf } from '@src/api/maps';
import type { MapForm, MapIssueView, OwnMap } from '@src/contract/maps';
import { CheckboxField } from '@ui/components/checkbox-field';
import { DifficultyStars } from '@ui/components/difficulty-stars';
import { FormDialog } from '@ui/components/form-dialog';
import { FormField } from '@ui/components/form-field';
import { ImagePicker } from '@ui/components/image-picker';
import { TextAreaField } from '@ui/components/text-area-field';
import { MAP_DESCRIPTION_MAX, MAP_TITLE_MAX } from '@src/contract/creator-limits';
import { MapIssuesList } from '@ui/components/map-issues-list';
import { useFieldErrors } from '@ui/hooks/use-field-errors';
import { inListOrder, MAP_TAGS_MAX, type MapTag } from '@src/core/map-tags';
import { TagChips } from '@ui/components/tag-chips';
import styles from './map-creator.module.css';

interface MapFormDialogProps {
  /** The map to edit, or null to create one. */
  map: OwnMap | null;
  onClose: () => void;
  onSaved: (map: OwnMap, created: boolean) => void;
}

type Failure = { kind: 'network' } | { kind: 'refused'; reason: string; issues: MapIssueView[] | null };

/**
 * The map popup: picture, title, description, tags, the public and remixable boxes; its button reads Crear or Editar
 * (spec 2).
 */
export function MapFormDialog({ map, onClose, onSaved }: MapFormDialogProps) {
  const { t } = useTranslation('creator');
  const [title, setTitle] = useState(map?.name ?? '');
  const [description, setDescription] = useState(map?.description ?? '');
  const [published, setPublished] = useState(map?.published === 1);
  const [tags, setTags] = useState<MapTag[]>(map?.tags ?? []);
  const [remixable, setRemixable] = useState(map?.remixable ?? false);
  const [image, setImage] = useState<File | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const checks = useFieldErrors<{ title: string }, string>({ title }, (values) =>
    values.title.trim() === '' ? { title: t('mapForm.titleRequired') } : {},
  );

  const submit = async () => {
    setFailure(null);
    if (!checks.validate()) return;
    const form: MapForm = {
      title: title.trim(),
      description: description.trim(),
      published: published ? '1' : '0',
      tags,
      remixable: remixable ? '1' : '0',
    };
    try {
      onSaved(map ? await editMap(map.mapid, form, image) : await createMap(form, image), map === null);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === NETWORK_ERROR) setFailure({ kind: 'network' });
      else if (apiError.field === 'title') checks.refuse('title', apiError.message);
      else setFailure({ kind: 'refused', reason: apiError.message, issues: publishIssuesOf(error) });
    }
  };

  return (
    <FormDialog
      title={t(map ? 'mapForm.editTitle' : 'mapForm.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t(map ? 'mapForm.edit' : 'mapForm.create')}
      busyLabel={t('mapForm.saving')}
      alert={
        failure &&
        (failure.kind === 'network' ? (
          <p>{t('mapForm.network')}</p>
        ) : (
          <>
            <p>{t('mapForm.failed')}</p>
            <p>{failure.reason}</p>
            {failure.issues && <MapIssuesList issues={failure.issues} />}
          </>
        ))
      }
    >
      <ImagePicker
        label={t('mapForm.image')}
        file={image}
        onChange={setImage}
        currentUrl={map ? mapPictureUrl(map.mapImage) : null}
      />
      <FormField
        label={t('mapForm.title')}
        value={title}
        maxLength={MAP_TITLE_MAX}
        required
        error={checks.errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label={t('mapForm.description')}
        value={description}
        maxLength={MAP_DESCRIPTION_MAX}
        hint={t('mapForm.descriptionHint', { max: MAP_DESCRIPTION_MAX })}
        onChange={(event) => setDescription(event.target.value)}
      />
      <TagChips
        legend={t('mapForm.tags')}
        hint={t('mapForm.tagsHint')}
        chosen={tags}
        onChange={(tag, checked) =>
          setTags((now) => inListOrder(checked ? [...now, tag] : now.filter((other) => other !== tag)))
        }
        blocked={() => tags.length >= MAP_TAGS_MAX}
      />
      {/* A new map has no events yet, so the server would refuse to publish it. */}
      <CheckboxField
        label={t('mapForm.public')}
        checked={published}
        onChange={setPublished}
        disabled={map === null}
        hint={t(map ? 'mapForm.publicHint' : 'mapForm.publicLater')}
      />
      <CheckboxField
        label={t('mapForm.remixable')}
        checked={remixable}
        onChange={setRemixable}
        hint={t('mapForm.remixableHint')}
      />
      {map && (
        <div className={styles.difficulty}>
          <span className={styles.difficultyLabel}>{t('mapForm.difficulty')}</span>
          <DifficultyStars value={map.difficulty} />
          <p className="field-hint">{t('mapForm.difficultyHint')}</p>
        </div>
      )}
    </FormDialog>
  );
}
