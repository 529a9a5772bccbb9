import { describe, expect, it } from 'vitest';
import { toggleLabel, toggleStatus, toggleSuccessMessage } from './status';

const now = new Date('2026-03-04T10:00:00.000Z');

describe('status toggle', () => {
  it('flips published to draft and clears published_at', () => {
    expect(toggleStatus({ status: 'published' }, now)).toEqual({ status: 'draft', publishedAt: null });
  });
  it('publishes any other status with published_at = now', () => {
    expect(toggleStatus({ status: 'draft' }, now)).toEqual({ status: 'published', publishedAt: now.toISOString() });
    expect(toggleStatus({ status: 'archived' }, now)).toEqual({ status: 'published', publishedAt: now.toISOString() });
  });
  it('labels and messages', () => {
    expect(toggleLabel('published')).toBe('Unpublish');
    expect(toggleLabel('draft')).toBe('Publish');
    expect(toggleLabel('archived')).toBe('Publish');
    expect(toggleSuccessMessage('published')).toBe('Post published successfully');
    expect(toggleSuccessMessage('draft')).toBe('Post unpublished successfully');
  });
});
