import { useEffect, useState } from 'react';
import { combineLatest, map } from 'rxjs';
import type { Caller } from '../caller';
import type { PendingUpload } from './sync-store';
import { useDatabaseQuery, type LiveResult } from '../query/use-database-query';
import { logError } from '@/lib/log';
import { photoBlob } from './photo-file-store';
import { PENDING_PREFIX } from './photo-rules';
import { uploadProgress$ } from './photo-uploader';

/**
 * A displayable src for any stored photo URL (object URLs for photos kept on this device: a pending photo is read
 * from the signed-in caller's upload queue).
 */
export function usePhotoSrc(url: string | null | undefined, caller: Caller | null = null): string | undefined {
  const uid = caller?.uid;
  const role = caller?.role;
  const [src, setSrc] = useState<string | undefined>(url && !url.startsWith(PENDING_PREFIX) ? url : undefined);
  useEffect(() => {
    if (!url) return setSrc(undefined);
    if (!url.startsWith(PENDING_PREFIX)) return setSrc(url);
    let objectUrl: string | undefined;
    let active = true;
    const store = async () =>
      uid && role ? (await (await import('./portal-client')).openPortal({ uid, role })).syncStore : null;
    void photoBlob(url, store)
      .then((blob) => {
        if (!active || !blob) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch((error: unknown) => logError('photo src', error));
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, uid, role]);
  return src;
}

export interface PendingUploadView {
  id: string;
  ownerCollection: PendingUpload['ownerCollection'];
  ownerId: string;
  progress: number;
  lastError: string | null;
}

/** Live list of photos waiting to upload, with progress and the last error. */
export function usePendingUploads(caller: Caller): LiveResult<PendingUploadView[]> {
  return useDatabaseQuery(
    async () => (await (await import('./portal-client')).openPortal(caller)).syncStore,
    (store) =>
      combineLatest([store.uploads$(), uploadProgress$]).pipe(
        map(([uploads, progress]) =>
          uploads.map((u) => ({
            id: u.id,
            ownerCollection: u.ownerCollection,
            ownerId: u.ownerId,
            progress: progress.get(u.id) ?? 0,
            lastError: u.lastError,
          })),
        ),
      ),
    [caller.uid, caller.role],
  );
}
