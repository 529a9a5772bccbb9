import { describe, expect, it } from 'vitest';
import {
  DEVICE_COLLECTIONS,
  PORTAL_COLLECTION_NAMES,
  pendingLabel,
  pullsDocument,
  pushedBy,
  rxCollectionsOf,
} from './portal-collections';

const client = { uid: 'u1', role: 'client' } as const;
const admin = { uid: 'a1', role: 'admin' } as const;

describe('the collection registry', () => {
  it('lets a client pull only its own documents, by the owner field of each collection', () => {
    expect(pullsDocument(client, 'boats', { id: 'b', createdBy: 'u1' })).toBe(true);
    expect(pullsDocument(client, 'boats', { id: 'b', createdBy: 'u2' })).toBe(false);
    expect(pullsDocument(client, 'profiles', { id: 'u1' })).toBe(true);
    expect(pullsDocument(client, 'profiles', { id: 'u2', userId: 'u1' })).toBe(false);
    expect(pullsDocument(client, 'inquiries', { id: 'i', boatOwnerId: 'u1' })).toBe(true);
    expect(pullsDocument(client, 'counters', { id: 'u1' })).toBe(true);
    expect(pullsDocument(client, 'counters', { id: 'admin' })).toBe(false);
    expect(pullsDocument(client, 'savedBoats', { id: 'u1_b', userId: 'u1' })).toBe(true);
    expect(pullsDocument(client, 'savedBoats', { id: 'u2_b', userId: 'u2' })).toBe(false);
    // An admin's shortlist is its own too: no admin reads another user's saved boats.
    expect(pullsDocument(admin, 'savedBoats', { id: 'u1_b', userId: 'u1' })).toBe(false);
  });
  it("gives a client nothing of the team-only collections, and an admin everything but the other role's counters", () => {
    expect(pullsDocument(client, 'boatCommercials', { id: 'b', createdBy: 'u1' })).toBe(false);
    expect(pullsDocument(client, 'blogPosts', { id: 'p' })).toBe(false);
    expect(pullsDocument(admin, 'boatCommercials', { id: 'b' })).toBe(true);
    expect(pullsDocument(admin, 'counters', { id: 'admin' })).toBe(true);
    expect(pullsDocument(admin, 'counters', { id: 'u1' })).toBe(false);
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

  it('keeps the functions-only counters out of the device backend', () => {
    expect(DEVICE_COLLECTIONS).not.toContain('counters');
    expect(DEVICE_COLLECTIONS.length).toBe(PORTAL_COLLECTION_NAMES.length - 1);
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
