import { describe, expect, it } from 'vitest';
import { fieldMergeConflictHandler, mergeDocuments, sameValue } from './merge-conflict';

const T0 = '2026-11-01T10:00:00.000Z';
const T1 = '2026-11-01T10:05:00.000Z';
const T2 = '2026-11-01T10:09:00.000Z';

const base = {
  id: 'b1',
  price: 100,
  description: 'old',
  features: ['a'],
  status: 'draft',
  updatedAt: T0,
  _deleted: false,
};

describe('mergeDocuments (field-level three-way merge)', () => {
  it('takes each side’s change when they changed different fields', () => {
    const mine = { ...base, price: 120, updatedAt: T1 };
    const master = { ...base, description: 'new text', updatedAt: T2 };
    const out = mergeDocuments({ assumedMasterState: base, realMasterState: master, newDocumentState: mine });
    expect(out).toMatchObject({
      price: 120,
      description: 'new text',
      features: ['a'],
      status: 'draft',
      _deleted: false,
    });
    expect(out.updatedAt).toBe('2026-11-01T10:09:00.001Z');
  });

  it('a field changed on both sides goes to the later updatedAt', () => {
    const mineLater = mergeDocuments({
      assumedMasterState: base,
      realMasterState: { ...base, price: 130, updatedAt: T1 },
      newDocumentState: { ...base, price: 150, updatedAt: T2 },
    });
    expect(mineLater.price).toBe(150);
    const masterLater = mergeDocuments({
      assumedMasterState: base,
      realMasterState: { ...base, price: 130, status: 'active', updatedAt: T2 },
      newDocumentState: { ...base, price: 150, updatedAt: T1 },
    });
    expect(masterLater.price).toBe(130);
    expect(masterLater.status).toBe('active');
  });

  it('arrays are fields: both edited the features list → later wins as a whole', () => {
    const out = mergeDocuments({
      assumedMasterState: base,
      realMasterState: { ...base, features: ['a', 'm'], updatedAt: T2 },
      newDocumentState: { ...base, features: ['a', 'x'], updatedAt: T1 },
    });
    expect(out.features).toEqual(['a', 'm']);
  });

  it('a field with a merger of its own takes what the merger makes of both sides (a history both added to)', () => {
    const union = (a: unknown, b: unknown) => [...new Set([...(a as string[]), ...(b as string[])])].sort();
    const out = mergeDocuments(
      {
        assumedMasterState: base,
        realMasterState: { ...base, features: ['a', 'm'], updatedAt: T2 },
        newDocumentState: { ...base, features: ['a', 'x'], updatedAt: T1 },
      },
      { features: union },
    );
    expect(out.features).toEqual(['a', 'm', 'x']);
    // Only one side changed it: that side's value, the merger is not asked.
    const one = mergeDocuments(
      {
        assumedMasterState: base,
        realMasterState: { ...base, updatedAt: T2 },
        newDocumentState: { ...base, features: ['a', 'x'], updatedAt: T1 },
      },
      { features: () => ['never'] },
    );
    expect(one.features).toEqual(['a', 'x']);
  });

  it('returns the master itself when no local change survives', () => {
    const master = { ...base, price: 130, updatedAt: T2 };
    const out = mergeDocuments({
      assumedMasterState: base,
      realMasterState: master,
      newDocumentState: { ...base, price: 150, updatedAt: T1 },
    });
    expect(out).toBe(master);
  });

  it('without a base every difference counts as a double change (later wins)', () => {
    const out = mergeDocuments({
      realMasterState: { ...base, price: 1, description: 'm', updatedAt: T1 },
      newDocumentState: { ...base, price: 2, updatedAt: T2 },
    });
    expect(out).toMatchObject({ price: 2, description: 'old' });
  });

  it('a deletion on one side only is kept', () => {
    const out = mergeDocuments({
      assumedMasterState: base,
      realMasterState: { ...base, price: 5, updatedAt: T2 },
      newDocumentState: { ...base, _deleted: true, updatedAt: T1 },
    });
    expect(out._deleted).toBe(true);
  });

  it('ignores RxDB local meta in equality', () => {
    expect(
      fieldMergeConflictHandler.isEqual(
        { ...base, _meta: { lwt: 1 } } as never,
        { ...base, _meta: { lwt: 2 } } as never,
        'test',
      ),
    ).toBe(true);
    expect(fieldMergeConflictHandler.isEqual(base as never, { ...base, price: 1 } as never, 'test')).toBe(false);
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });
});
