import { useRef, useState } from 'react';
import { toApiError } from '@src/api/errors';
import { exportMapFile, importMapFile } from '@src/api/map-files';
import { MAP_FILE_BYTES_MAX } from '@src/contract/creator-limits';
import type { OwnMap } from '@src/contract/maps';
import { noticesStore } from '@src/state/notices';

const notify = noticesStore.getState().push;

/** Saves a blob under a name, as a link with `download` does. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has started the download by the time the click returns; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The map creator's files: export a map as one file, import a file as a new draft. A file that is not JSON or is too
 * large is refused here; everything else is the server's to check (it stores all of the file or nothing).
 */
export function useMapFiles(onImported: (map: OwnMap) => void) {
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const exportMap = async (map: OwnMap) => {
    try {
      const { blob, fileName } = await exportMapFile(map.mapid);
      saveBlob(blob, fileName);
    } catch (error) {
      notify('error', 'creator:mapFile.exportFailed', { reason: toApiError(error).message });
    }
  };

  const importFile = async (file: File) => {
    if (file.size > MAP_FILE_BYTES_MAX) return notify('error', 'creator:mapFile.tooLarge');
    const text = await file.text();
    try {
      JSON.parse(text);
    } catch {
      return notify('error', 'creator:mapFile.notJson', { name: file.name });
    }
    setBusy(true);
    try {
      const { map } = await importMapFile(text);
      onImported(map);
      notify('success', 'creator:mapFile.imported', { name: map.name });
    } catch (error) {
      notify('error', 'creator:mapFile.importFailed', { reason: toApiError(error).message });
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    picker,
    exportMap,
    choose: () => picker.current?.click(),
    onPicked: (files: FileList | null) => {
      const file = files?.[0];
      if (picker.current) picker.current.value = '';
      if (file) void importFile(file);
    },
  };
}
