/**
 * Finding N1 (#32): which photo addresses are the site's own. A photo the public is shown (a listing, its og:image and
 * JSON-LD, the feeds) or an approval copies into a listing lives in one of two places: the site's own `/media/`
 * files, or the project's Storage bucket. Anything else (another Firebase project's bucket, any other host) is an
 * address someone else controls: they could swap the picture after review and read who looked at it in their logs.
 */

/** Where the project keeps its photos: its Storage bucket, and locally the emulator's Storage endpoint. */
export interface PhotoHome {
  /** The project's default bucket (`harbour.appspot.com`); '' when there is none: then only `/media/` is ours. */
  bucket: string;
  /**
   * The local Storage endpoint's origin (`http://127.0.0.1:9199`), set only when the project runs on the emulators
   * (a `demo-*` project); a deployed project's photos are on Firebase Storage's own host only.
   */
  emulatorOrigin: string | null;
}

/** Firebase Storage's download host, the one place a deployed project's stored photos are served from. */
export const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/** A photo address is at most this long (the schemas' photo URL bound, SUBMISSION_PHOTO_LIMITS.url). */
const MAX_URL = 2048;
/** The site's own files: `/media/` and plain path segments (no `..`, no `//`, no query). */
const MEDIA_PATH = /^\/media(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;
/** The rest of a download URL after `/o/`: one encoded object path (no `/`), then `?alt=media` and its token if any. */
const OBJECT_AND_QUERY = /^[A-Za-z0-9._~%-]+\?alt=media(&token=[A-Za-z0-9-]{1,64})?$/;

/**
 * Pure: whether `url` (anything a document holds) is one of the site's own photos: a `/media/` file, or a download
 * URL of an object in `home.bucket` on Firebase Storage (or on the emulator's endpoint, when `home` names one).
 */
export function isProjectPhotoUrl(url: unknown, home: PhotoHome): boolean {
  if (typeof url !== 'string' || url.length > MAX_URL) return false;
  if (url.startsWith('/')) return MEDIA_PATH.test(url);
  if (home.bucket === '') return false;
  const origins = home.emulatorOrigin ? [STORAGE_ORIGIN, home.emulatorOrigin] : [STORAGE_ORIGIN];
  return origins.some((origin) => {
    const prefix = `${origin}/v0/b/${home.bucket}/o/`;
    return url.startsWith(prefix) && OBJECT_AND_QUERY.test(url.slice(prefix.length));
  });
}

/** Pure: the entries of a photo list (as a server holds it: anything) whose `url` is one of the site's own. */
export function projectPhotosOnly<T>(photos: readonly T[], home: PhotoHome): T[] {
  return photos.filter((photo) => isProjectPhotoUrl((photo as { url?: unknown } | null)?.url, home));
}

/**
 * Pure: the photo home of a project from its id and default bucket. The emulator's endpoint counts only for a
 * `demo-*` project (as the app honours emulator addresses only for those), so a stray variable never lets a deployed
 * project take photos from a local address.
 */
export function photoHomeOf(projectId: string, bucket: string, emulatorHost: string | null | undefined): PhotoHome {
  const host = (emulatorHost ?? '').trim();
  const emulatorOrigin =
    projectId.startsWith('demo-') && /^[A-Za-z0-9.-]+:\d{1,5}$/.test(host) ? `http://${host}` : null;
  return { bucket: /^[A-Za-z0-9._-]{3,222}$/.test(bucket) ? bucket : '', emulatorOrigin };
}
