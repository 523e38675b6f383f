import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerUrl, profilePicUrl } from '@src/api/assets';
import { toApiError } from '@src/api/errors';
import { getBanners, getProfilePics, updateProfile, type ProfileUpdateResult } from '@src/api/user';
import { AlertArea } from '@ui/components/alert-area';
import { Dialog } from '@ui/components/dialog';
import { LoadingPanel } from '@ui/components/loading-panel';
import { PictureChoice } from './picture-choice';

interface Choices {
  banners: string[];
  pictures: string[];
}

interface EditProfileDialogProps {
  currentBanner: string;
  currentPicture: string;
  onClose: () => void;
  onSaved: (result: ProfileUpdateResult) => void;
}

/** The owner's "Editar perfil" popup: pick a banner and/or a picture; Save waits for a choice (spec section 5). */
export function EditProfileDialog({ currentBanner, currentPicture, onClose, onSaved }: EditProfileDialogProps) {
  const { t } = useTranslation('profile');
  const [choices, setChoices] = useState<Choices | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [banner, setBanner] = useState<string | null>(null);
  const [picture, setPicture] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([getBanners(), getProfilePics()]).then(
      ([banners, pictures]) => current && setChoices({ banners, pictures }),
      (error: unknown) => current && setLoadError(toApiError(error).message),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      onSaved(await updateProfile({ ...(banner ? { banner } : {}), ...(picture ? { profileImage: picture } : {}) }));
    } catch (error) {
      setSaveError(t('edit.failed', { message: toApiError(error).message }));
      setSaving(false);
    }
  };

  const nothingChosen = banner === null && picture === null;

  return (
    <Dialog
      open
      size="large"
      title={t('edit.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={nothingChosen || saving}
            onClick={() => void save()}
          >
            {saving ? t('edit.saving') : t('edit.save')}
          </button>
        </>
      }
    >
      {loadError ? (
        <AlertArea>
          <p>{t('edit.loadFailed', { message: loadError })}</p>
          <button
            type="button"
            className="btn btn--sea"
            onClick={() => {
              setLoadError(null);
              setAttempt((count) => count + 1);
            }}
          >
            {t('common:actions.retry')}
          </button>
        </AlertArea>
      ) : choices === null ? (
        <LoadingPanel />
      ) : (
        <>
          <p>{t('edit.hint')}</p>
          <PictureChoice
            legend={t('edit.banners')}
            name="banner"
            shape="wide"
            options={choices.banners}
            current={currentBanner}
            chosen={banner}
            urlOf={bannerUrl}
            onChoose={setBanner}
          />
          <PictureChoice
            legend={t('edit.pictures')}
            name="profile-picture"
            shape="round"
            options={choices.pictures}
            current={currentPicture}
            chosen={picture}
            urlOf={profilePicUrl}
            onChoose={setPicture}
          />
        </>
      )}
      <AlertArea>{saveError}</AlertArea>
    </Dialog>
  );
}
