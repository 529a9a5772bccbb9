import { photoHomeOf, type PhotoHome } from '@harbour/domain/boats/project-photos';

/**
 * Finding N1: where this project's photos live, as the Functions runtime describes the project (FIREBASE_CONFIG: its
 * id and default bucket, deployed and in the emulator alike), plus the local Storage endpoint for a `demo-*` project
 * run on the emulators (FIREBASE_STORAGE_EMULATOR_HOST, scripts/emulators.mjs). Without a bucket only `/media/` is ours.
 */
export function projectPhotoHome(env: Record<string, string | undefined> = process.env): PhotoHome {
  let config: { projectId?: unknown; storageBucket?: unknown } = {};
  try {
    config = JSON.parse(env.FIREBASE_CONFIG ?? '{}') as typeof config;
  } catch {
    // An unreadable config names no bucket: only the site's own /media/ photos are public then.
  }
  const projectId = typeof config.projectId === 'string' ? config.projectId : (env.GCLOUD_PROJECT ?? '');
  const bucket = typeof config.storageBucket === 'string' ? config.storageBucket : '';
  return photoHomeOf(projectId, bucket, env.FIREBASE_STORAGE_EMULATOR_HOST);
}
