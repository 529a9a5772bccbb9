import { describe, expect, it } from 'vitest';
import { submissionPhotosExpired } from './submission-photo-keeping';

const NOW = new Date('2026-11-29T04:00:00.000Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();
const sub = (status: string, updatedAt: string, photos: unknown[] = [{ id: 'p1' }]) => ({ status, updatedAt, photos });

describe('finding N4: how long submission photos are kept', () => {
  it('rejected: 30 days after the decision', () => {
    expect(submissionPhotosExpired(sub('rejected', daysAgo(30)), NOW)).toBe(true);
    expect(submissionPhotosExpired(sub('rejected', daysAgo(29)), NOW)).toBe(false);
  });

  it('sent back for changes and never resubmitted: 90 days', () => {
    expect(submissionPhotosExpired(sub('needs_changes', daysAgo(90)), NOW)).toBe(true);
    expect(submissionPhotosExpired(sub('needs_changes', daysAgo(89)), NOW)).toBe(false);
  });

  it('never a pending or approved one, one without photos, or an unreadable date', () => {
    expect(submissionPhotosExpired(sub('pending', daysAgo(400)), NOW)).toBe(false);
    expect(submissionPhotosExpired(sub('approved', daysAgo(400)), NOW)).toBe(false);
    expect(submissionPhotosExpired(sub('rejected', daysAgo(400), []), NOW)).toBe(false);
    expect(submissionPhotosExpired(sub('rejected', 'soon'), NOW)).toBe(false);
  });
});
