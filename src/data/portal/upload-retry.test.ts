import { describe, expect, it } from 'vitest';
import { UPLOAD_RETRY_CAP_MS, uploadRetryDelayMs } from './upload-retry';

describe('uploadRetryDelayMs', () => {
  it('retries at once when nothing failed', () => {
    expect(uploadRetryDelayMs(0)).toBe(0);
  });
  it('doubles from one second after each failure in a row', () => {
    expect([1, 2, 3, 4].map(uploadRetryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000]);
  });
  it('never waits longer than the cap, however long the connection was down', () => {
    expect(uploadRetryDelayMs(5)).toBe(UPLOAD_RETRY_CAP_MS);
    expect(uploadRetryDelayMs(60)).toBe(UPLOAD_RETRY_CAP_MS);
  });
});
