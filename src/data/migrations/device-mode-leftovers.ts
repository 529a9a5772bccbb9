import type { PublicDatabase } from '../public/public-database';
import { visitorRecordId } from '@harbour/domain/schemas/visitor-record';
import { databaseNames, deleteDatabases } from './delete-databases';
import { localFlag } from '@/lib/local-flag';
import { logError } from '@/lib/log';

/*
 * The device-only build (removed by #29) kept a stand-in server in the browser and filled the device's databases from
 * it. A device that ran it still holds them after the update; this forgets them once. Remove this module once no
 * device can still hold them (a year after #29 shipped).
 */

/** The stand-in server's database. */
export const DEVICE_BACKEND_DB = 'harbour-device-backend';
/** Its "the demo business is seeded" hint. */
export const DEMO_SEEDED_KEY = 'hy.demoSeeded';
/** Set once the public cache the stand-in projected has been emptied (the next public page does it). */
export const DROP_PROJECTION_KEY = 'hy.dropDeviceProjection';
/** Where the stand-in's projection stood, a visitor setting of the public database. */
const PROJECTION_SETTING = 'projectedFrom';

const checked = localFlag('hy.deviceModeChecked');
const dropProjection = localFlag(DROP_PROJECTION_KEY);
const demoSeeded = localFlag(DEMO_SEEDED_KEY);

function storage(act: (s: Storage) => void): void {
  try {
    if (globalThis.localStorage) act(globalThis.localStorage);
  } catch {
    // Storage disabled: nothing was kept there either.
  }
}

/**
 * Pure: the databases the stand-in fed: its own, and every user replica with its sync store. A replica filled from the
 * stand-in must not meet Firestore: its first push would send the demo business (and the stand-in's versions) there.
 */
export function deviceModeDatabases(all: readonly (string | undefined)[]): string[] {
  return all.filter(
    (name): name is string =>
      !!name &&
      (name === DEVICE_BACKEND_DB ||
        name.startsWith('rxdb-dexie-harbour-user-') ||
        /^harbour-user-.+-sync$/.test(name)),
  );
}

let once: Promise<boolean> | null = null;

/**
 * Once per device, before any database opens: when this device ran the device-only build, its stand-in server and the
 * user replicas it fed are deleted, and the public cache is marked to be emptied. True when it did. Never throws: a
 * failure is logged, and the app opens as it would have.
 */
export function forgetDeviceMode(): Promise<boolean> {
  once ??= (async () => {
    if (checked.isSet()) return false;
    const names = await databaseNames();
    const ran = names ? names.includes(DEVICE_BACKEND_DB) : demoSeeded.isSet();
    if (ran) {
      await deleteDatabases(names ? deviceModeDatabases(names) : [DEVICE_BACKEND_DB]);
      dropProjection.set();
    }
    storage((s) => s.removeItem(DEMO_SEEDED_KEY));
    checked.set();
    return ran;
  })().catch((error: unknown) => {
    logError('device mode leftovers', error);
    return false;
  });
  return once;
}

/**
 * The public cache the stand-in projected (the demo business), emptied before the first pull: the pull brings what
 * the server has and never removes what it does not, so demo boats would stay listed. The visitor's own records stay.
 */
export async function dropDeviceProjection(db: PublicDatabase): Promise<void> {
  if (!dropProjection.isSet()) return;
  await db.boats.find().remove();
  await db.blogPosts.find().remove();
  await db.visitorRecords.findOne(visitorRecordId('setting', PROJECTION_SETTING)).remove();
  storage((s) => s.removeItem(DROP_PROJECTION_KEY));
}
