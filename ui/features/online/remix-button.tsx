import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { remixMap } from '@src/api/map-files';
import { toApiError } from '@src/api/errors';
import { noticesStore } from '@src/state/notices';
import { useSession } from '@src/state/session';
import { Icon } from '@ui/components/icon';

/**
 * "Remezclar" on a remixable map of someone else's (docs/creators.md, "Remix"): the server copies it into the player's
 * drafts and the map creator opens on it. Visitors are sent to sign in, as the heart does.
 */
export function RemixButton({ mapId, mapName }: { mapId: number; mapName: string }) {
  const { t } = useTranslation('online');
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.token !== null);
  const [busy, setBusy] = useState(false);
  const notify = noticesStore.getState().push;

  const remix = async () => {
    if (!signedIn) return navigate('/login');
    setBusy(true);
    try {
      const { map } = await remixMap(mapId);
      notify('success', 'online:remix.done', { name: map.name });
      await navigate('/map_creator');
    } catch (error) {
      notify('error', 'online:remix.failed', { reason: toApiError(error).message });
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn--sea btn--block"
      onClick={() => void remix()}
      disabled={busy}
      aria-label={t('remix.label', { name: mapName })}
    >
      <Icon name="copy" />
      {t('remix.button')}
    </button>
  );
}
