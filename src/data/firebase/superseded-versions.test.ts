import { describe, expect, it } from 'vitest';
import { fieldMergeConflictHandler } from '@/data/portal/merge-conflict';
import { SupersededVersions, guardAgainstSupersededPulls } from './superseded-versions';

const v = (price: number, updatedAt = `2026-11-28T10:00:0${price % 10}.000Z`) => ({
  id: 'boat-1',
  price,
  updatedAt,
  _deleted: false,
});
const isEqual = (a: object, b: object) => fieldMergeConflictHandler.isEqual(a as never, b as never, 'test');

describe('SupersededVersions', () => {
  it('knows the versions it was told of, by document, compared as the conflict handler compares', () => {
    const superseded = new SupersededVersions(isEqual);
    superseded.add('boat-1', v(180_000));
    expect(superseded.has('boat-1', { ...v(180_000), _meta: { lwt: 1 } })).toBe(true);
    expect(superseded.has('boat-1', v(175_000))).toBe(false);
    expect(superseded.has('boat-2', { ...v(180_000), id: 'boat-2' })).toBe(false);
  });

  it('keeps the last eight versions of a document', () => {
    const superseded = new SupersededVersions(isEqual);
    for (let price = 1; price <= 9; price++) superseded.add('boat-1', v(price));
    expect(superseded.has('boat-1', v(1))).toBe(false);
    expect(superseded.has('boat-1', v(2))).toBe(true);
    expect(superseded.has('boat-1', v(9))).toBe(true);
  });
});

describe('guardAgainstSupersededPulls', () => {
  const superseded = new SupersededVersions(isEqual);
  superseded.add('boat-1', v(180_000));
  const guarded = guardAgainstSupersededPulls(fieldMergeConflictHandler, superseded, 'id');

  it("tells RxDB's downstream that a pulled version the server moved past is what the replica holds (it is not applied)", () => {
    expect(guarded.isEqual(v(180_000), v(175_000), 'downstream-check-if-equal-1')).toBe(true);
    expect(guarded.isEqual(v(170_000), v(175_000), 'downstream-check-if-equal-1')).toBe(false);
  });

  it('answers every other question as the handler does: pushes and conflict checks see real equality', () => {
    for (const context of ['downstream-check-if-equal-0', 'upstream-check-if-equal', 'firestore-push']) {
      expect(guarded.isEqual(v(180_000), v(175_000), context)).toBe(false);
      expect(guarded.isEqual(v(175_000), v(175_000), context)).toBe(true);
    }
  });

  it('resolves conflicts with the handler', async () => {
    const input = { assumedMasterState: v(180_000), realMasterState: v(175_000), newDocumentState: v(180_000) };
    expect(await guarded.resolve(input as never, 'test')).toEqual(
      await fieldMergeConflictHandler.resolve(input as never, 'test'),
    );
  });
});
