import { describe, expect, it } from 'vitest';
import { decideHold, publicSlotOf, SLOT_NOT_OPEN_TEXT, SLOT_TAKEN_TEXT, type CharterSlotRecord } from './charter-holds';
import type { SlotKey } from './charter-slots';

const NOW = new Date('2026-12-03T14:00:00Z');
const record = (id: SlotKey, fields: Partial<CharterSlotRecord>): [SlotKey, CharterSlotRecord] => [
  id,
  { id, kind: 'hold', heldUntil: null, requestId: null, updatedAt: '2026-12-01T00:00:00Z', ...fields },
];

describe('deciding a hold (the backend, for each delivered request)', () => {
  it('holds free slots for the hold hours', () => {
    expect(decideHold('r1', { choice: 'full_day', day: '2026-12-10' }, new Map(), NOW)).toEqual({
      ok: true,
      slots: ['2026-12-10:am', '2026-12-10:pm'],
      heldUntil: '2026-12-04T14:00:00.000Z',
    });
  });

  it('refuses a slot another request holds or a booking or block takes, naming each; a lapsed hold is free', () => {
    const records = new Map([
      record('2026-12-10:am', { requestId: 'r0', heldUntil: '2026-12-04T00:00:00Z' }),
      record('2026-12-11:am', { kind: 'booking', requestId: 'r9' }),
      record('2026-12-12:pm', { kind: 'block' }),
      record('2026-12-13:am', { requestId: 'r0', heldUntil: '2026-12-03T13:59:59Z' }),
    ]);
    const taken = (day: string) => decideHold('r1', { choice: 'full_day', day }, records, NOW);
    expect(taken('2026-12-10')).toEqual({
      ok: false,
      reason: 'taken',
      taken: ['2026-12-10:am'],
      message: SLOT_TAKEN_TEXT,
    });
    expect(taken('2026-12-11')).toMatchObject({ ok: false, taken: ['2026-12-11:am'] });
    expect(taken('2026-12-12')).toMatchObject({ ok: false, taken: ['2026-12-12:pm'] });
    expect(taken('2026-12-13')).toMatchObject({ ok: true });
    expect(
      decideHold('r1', { choice: 'multi_day', day: '2026-12-09', lastDay: '2026-12-11' }, records, NOW),
    ).toMatchObject({ ok: false, taken: ['2026-12-10:am', '2026-12-11:am'] });
  });

  it('decides the same when the same request is delivered twice: its own hold stands, with its first end', () => {
    const records = new Map([
      record('2026-12-10:am', { requestId: 'r1', heldUntil: '2026-12-04T10:00:00Z' }),
      record('2026-12-10:pm', { requestId: 'r1', heldUntil: '2026-12-04T10:00:00Z' }),
    ]);
    expect(decideHold('r1', { choice: 'full_day', day: '2026-12-10' }, records, NOW)).toEqual({
      ok: true,
      slots: ['2026-12-10:am', '2026-12-10:pm'],
      heldUntil: '2026-12-04T10:00:00Z',
    });
  });

  it('refuses what is no longer open (sooner than the notice, past) and what is not an ask', () => {
    expect(decideHold('r1', { choice: 'morning', day: '2026-12-03' }, new Map(), NOW)).toEqual({
      ok: false,
      reason: 'not-open',
      taken: [],
      message: SLOT_NOT_OPEN_TEXT,
    });
    expect(decideHold('r1', { choice: 'multi_day', day: '2026-12-10' }, new Map(), NOW)).toMatchObject({
      ok: false,
      reason: 'not-open',
      message: 'Choose the last day of the charter.',
    });
  });
});

describe("a slot's public copy", () => {
  it('says how it is taken and until when a hold lasts, never who or which channel', () => {
    const [, hold] = record('2026-12-10:am', { requestId: 'r1', heldUntil: '2026-12-04T10:00:00Z' });
    expect(publicSlotOf(hold)).toEqual({ id: '2026-12-10:am', state: 'held', heldUntil: '2026-12-04T10:00:00Z' });
    const [, channel] = record('2026-12-10:pm', { kind: 'channel', requestId: null, heldUntil: 'x' });
    expect(publicSlotOf(channel)).toEqual({ id: '2026-12-10:pm', state: 'booked', heldUntil: null });
    const [, block] = record('2026-12-11:am', { kind: 'block' });
    expect(publicSlotOf(block)).toEqual({ id: '2026-12-11:am', state: 'blocked', heldUntil: null });
    expect(publicSlotOf(undefined)).toBeNull();
  });
});
