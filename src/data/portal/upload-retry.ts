import { retryDelayMs } from '@/lib/retry-soon';

/**
 * When the photo uploader tries again after a failed upload. Firebase Storage's own retries back off to a minute and
 * more; a phone at the marina whose signal came back should not wait that long, so the SDK gives up early
 * (STORAGE_ATTEMPT_LIMIT_MS) and the uploader retries on this short, capped schedule.
 */
export const UPLOAD_RETRY_CAP_MS = 10_000;
/** How long one upload attempt may keep retrying inside the Storage SDK before it fails to the uploader. */
export const STORAGE_ATTEMPT_LIMIT_MS = 15_000;

/** Pure: the wait before the next attempt after `failures` failed drains in a row (1 s, 2 s, 4 s, 8 s, then 10 s). */
export function uploadRetryDelayMs(failures: number): number {
  return failures <= 0 ? 0 : retryDelayMs(failures - 1, UPLOAD_RETRY_CAP_MS);
}
