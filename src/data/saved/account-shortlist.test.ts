import { describe, expect, it } from 'vitest';
import { mergeShortlists } from './account-shortlist';
import type { BoatSnapshot } from '@harbour/domain/schemas/visitor-record';

const snap = (boatId: string, at: string): BoatSnapshot => ({
  boatId,
  at,
  title: `Boat ${boatId}`,
  price: 100_000,
  priceOnRequest: false,
  length: 40,
  imageUrl: null,
});
const saved = (boatId: string, at: string) => ({ boat: snap(boatId, at), removedAt: null });
const removed = (boatId: string, at: string, removedAt: string) => ({ boat: snap(boatId, at), removedAt });

describe('mergeShortlists', () => {
  it('on first sign-in, the two shortlists are joined: nothing lost, nothing twice', () => {
    const device = [snap('a', '2026-11-01T10:00:00Z'), snap('b', '2026-11-02T10:00:00Z')];
    const account = [saved('b', '2026-10-01T10:00:00Z'), saved('c', '2026-10-05T10:00:00Z')];
    expect(mergeShortlists(device, account)).toEqual([
      { do: 'saveOnAccount', boat: device[0] },
      { do: 'saveOnDevice', boat: account[1]!.boat },
    ]);
  });

  it('two shortlists that agree need nothing', () => {
    const device = [snap('a', '2026-11-01T10:00:00Z')];
    expect(mergeShortlists(device, [saved('a', '2026-10-01T10:00:00Z')])).toEqual([]);
    expect(mergeShortlists([], [])).toEqual([]);
  });

  it('a boat removed on another device after this one saved it leaves this device', () => {
    const device = [snap('a', '2026-11-01T10:00:00Z')];
    expect(mergeShortlists(device, [removed('a', '2026-11-01T10:00:00Z', '2026-11-03T09:00:00Z')])).toEqual([
      { do: 'removeFromDevice', boatId: 'a' },
    ]);
  });

  it('a boat saved on this device after it was removed elsewhere is saved on the account again', () => {
    const device = [snap('a', '2026-11-04T10:00:00Z')];
    expect(mergeShortlists(device, [removed('a', '2026-11-01T10:00:00Z', '2026-11-03T09:00:00Z')])).toEqual([
      { do: 'saveOnAccount', boat: device[0] },
    ]);
  });

  it('a removed boat of the account is not brought to a device that does not have it', () => {
    expect(mergeShortlists([], [removed('a', '2026-11-01T10:00:00Z', '2026-11-03T09:00:00Z')])).toEqual([]);
  });

  it('times with an offset compare as instants, not as text', () => {
    const device = [snap('a', '2026-11-03T10:00:00+02:00')]; // 08:00Z, before the removal at 09:00Z
    expect(mergeShortlists(device, [removed('a', '2026-11-01T10:00:00Z', '2026-11-03T09:00:00Z')])).toEqual([
      { do: 'removeFromDevice', boatId: 'a' },
    ]);
  });

  it('the device takes the newest of the account boats up to its limit', () => {
    const device = [snap('a', '2026-11-01T10:00:00Z')];
    const account = [
      saved('old', '2026-01-01T10:00:00Z'),
      saved('new', '2026-09-01T10:00:00Z'),
      saved('mid', '2026-05-01T10:00:00Z'),
    ];
    expect(mergeShortlists(device, account, 3).filter((s) => s.do === 'saveOnDevice')).toEqual([
      { do: 'saveOnDevice', boat: account[1]!.boat },
      { do: 'saveOnDevice', boat: account[2]!.boat },
    ]);
  });
});
