import { doc, onSnapshot } from 'firebase/firestore';
import type { VisitorDatabase } from '@/data/public/public-database';
import { keepPublicSiteSettings, siteSettingsToKeep } from '@/data/site/public-site-settings';
import { SITE_SETTINGS_ID } from '@harbour/domain/schemas/site-settings';
import { logError } from '@/lib/log';
import { firestoreHandles } from './firestore-sync';

/**
 * Keeps this device's copy of siteSettings/public live. One document that everyone may read as it is
 * (firestore.rules), so no projection and no replicated collection (docs/DATA-MODEL.md 'Collection budget'). Offline,
 * the copy already on the device stays (siteSettingsToKeep); a document the server says is gone reads as every
 * setting off.
 */
export function startPublicSiteSettingsSync(db: VisitorDatabase): () => void {
  const serial = { last: Promise.resolve() };
  return onSnapshot(
    doc(firestoreHandles().firestore, 'siteSettings', SITE_SETTINGS_ID),
    (snap) => {
      const data = siteSettingsToKeep({
        exists: snap.exists(),
        fromCache: snap.metadata.fromCache,
        data: snap.exists() ? snap.data() : null,
      });
      if (data === undefined) return;
      // One write after another: a quick off-on must end as the server says, not as the slower write lands.
      serial.last = serial.last
        .then(() => keepPublicSiteSettings(db, data))
        .catch((error: unknown) => logError('site settings', error));
    },
    (error) => logError('site settings', error),
  );
}
