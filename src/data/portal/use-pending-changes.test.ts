import { describe, expect, it } from 'vitest';
import { isPending } from './use-pending-changes';
import { pendingLabel } from '../collections/portal-collections';
import { REFUSED_TEXT, pendingChanges } from './sync-store';

describe('pending changes', () => {
  const docs = [
    { id: 'a', updatedAt: '2026-11-01T00:00:00.000Z', year: 2020, make: 'Viking', model: '54' },
    { id: 'b', updatedAt: '2026-11-02T00:00:00.000Z', year: 2021, make: 'Leopard', model: '45' },
  ];
  it('lists documents whose current version the backend has not acknowledged', () => {
    const synced = new Map([
      ['boats:a', '2026-11-01T00:00:00.000Z'],
      ['boats:b', '2026-10-01T00:00:00.000Z'],
    ]);
    const pending = pendingChanges('boats', docs, synced, (d) => pendingLabel('boats', d));
    expect(pending).toEqual([{ collection: 'boats', id: 'b', label: 'Listing: 2021 Leopard 45' }]);
    expect(isPending(pending, 'boats', 'b')).toBe(true);
    expect(isPending(pending, 'boats', 'a')).toBe(false);
  });
  it('treats a document the backend has never seen as pending', () => {
    expect(pendingChanges('boats', docs, new Map(), (d) => d.id).map((c) => c.id)).toEqual(['a', 'b']);
  });
  it('labels submissions and leads in words', () => {
    expect(
      pendingLabel('submissions', {
        id: 's',
        updatedAt: '',
        submissionData: { year: 2019, make: 'Boston Whaler', model: '280' },
      }),
    ).toBe('Submission: 2019 Boston Whaler 280');
    expect(pendingLabel('inquiries', { id: 'i', updatedAt: '', name: 'Ann', status: 'contacted' })).toBe(
      'Lead: Ann (contacted)',
    );
  });
  it('says which pending change the server refused: only that very version (a later edit is pending again)', () => {
    const refusals = new Map([
      ['boats:a', { updatedAt: '2026-11-01T00:00:00.000Z', reason: 'permission-denied' }],
      ['boats:b', { updatedAt: '2026-10-01T00:00:00.000Z', reason: 'permission-denied' }],
    ]);
    expect(pendingChanges('boats', docs, new Map(), (d) => d.id, refusals)).toEqual([
      { collection: 'boats', id: 'a', label: 'a', refused: REFUSED_TEXT },
      { collection: 'boats', id: 'b', label: 'b' },
    ]);
  });
});
