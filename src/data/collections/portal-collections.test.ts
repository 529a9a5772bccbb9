import { describe, expect, it } from 'vitest';
import {
  CORE_COLLECTIONS,
  PORTAL_COLLECTION_NAMES,
  accessOf,
  pendingLabel,
  pushedBy,
  rxCollectionsOf,
} from './portal-collections';

describe('the collection registry', () => {
  it('lets a client pull only its own documents, by the owner field of each collection', () => {
    const own = (field: string) => ({ field, equals: 'caller' });
    expect(accessOf('client', 'boats')?.pull).toEqual(own('createdBy'));
    expect(accessOf('client', 'profiles')?.pull).toEqual(own('__id__'));
    expect(accessOf('client', 'inquiries')?.pull).toEqual(own('boatOwnerId'));
    expect(accessOf('client', 'counters')?.pull).toEqual(own('__id__'));
    expect(accessOf('client', 'savedBoats')?.pull).toEqual(own('userId'));
    // An admin's shortlist is its own too: no admin reads another user's saved boats.
    expect(accessOf('admin', 'savedBoats')?.pull).toEqual(own('userId'));
  });
  it("gives a client nothing of the team-only collections, and an admin everything but the other role's counters", () => {
    expect(accessOf('client', 'boatCommercials')).toBeUndefined();
    expect(accessOf('client', 'blogPosts')).toBeUndefined();
    expect(accessOf('admin', 'boatCommercials')?.pull).toBe('all');
    expect(accessOf('admin', 'counters')?.pull).toEqual({ field: '__id__', equals: 'admin' });
  });
  it("sends a client's submissions, profile and saved boats only; never view counts or counters, for anyone", () => {
    expect(pushedBy('client').sort()).toEqual(['profiles', 'savedBoats', 'submissions']);
    expect(pushedBy('admin')).not.toContain('viewCounts');
    expect(pushedBy('admin')).not.toContain('counters');
  });
  it('installs the field-level merge on the collections two admins edit at once, and only there', () => {
    const options = rxCollectionsOf(PORTAL_COLLECTION_NAMES) as Record<string, { conflictHandler?: unknown }>;
    const merged = Object.keys(options)
      .filter((n) => options[n]!.conflictHandler !== undefined)
      .sort();
    expect(merged).toEqual(['blogPosts', 'boatCommercials', 'boats', 'inquiries', 'siteSettings']);
  });

  it("merges two brokers' offline additions to a lead's history, nothing lost", async () => {
    const { conflictHandler } = rxCollectionsOf(['inquiries']).inquiries as unknown as {
      conflictHandler: { resolve(input: object): Promise<Record<string, unknown>> };
    };
    const note = (id: string, at: string) => ({ id, kind: 'note', at, by: 'a', text: id });
    const base = { id: 'i1', status: 'new', activity: [], updatedAt: '2026-11-27T08:00:00.000Z' };
    const resolved = await conflictHandler.resolve({
      assumedMasterState: base,
      realMasterState: {
        ...base,
        activity: [note('theirs', '2026-11-27T09:00:00.000Z')],
        updatedAt: '2026-11-27T09:00:00.000Z',
      },
      newDocumentState: {
        ...base,
        activity: [note('mine', '2026-11-27T08:30:00.000Z')],
        updatedAt: '2026-11-27T08:30:00.000Z',
      },
    });
    expect((resolved.activity as Array<{ id: string }>).map((e) => e.id)).toEqual(['mine', 'theirs']);
  });

  it('opens the functions-only counters only where asked (CORE_COLLECTIONS are the rest)', () => {
    expect(CORE_COLLECTIONS).not.toContain('counters');
    expect(CORE_COLLECTIONS.length).toBe(PORTAL_COLLECTION_NAMES.length - 1);
  });
  it('labels pending changes in words, and an unknown collection plainly', () => {
    expect(pendingLabel('boats', { id: 'b', year: 2021, make: 'Leopard', model: '45' })).toBe(
      'Listing: 2021 Leopard 45',
    );
    expect(pendingLabel('blogPosts', { id: 'p', title: 'Hurricane season' })).toBe('Post: Hurricane season');
    expect(pendingLabel('profiles', { id: 'u1' })).toBe('Your profile');
    expect(pendingLabel('photos', { id: 'x' })).toBe('photos x');
  });
});
