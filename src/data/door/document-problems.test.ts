import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { documentProblems, isStoredDate, type FieldSchema } from './document-problems';
import { inquirySchema } from '@harbour/domain/schemas/inquiry';
import { boatSchema } from '@harbour/domain/schemas/boat';
import { seedBoats } from '../../../fixtures';
import { seedLeads } from '../../../fixtures/portal-seed';

const inquiry = inquirySchema as unknown as FieldSchema;
const lead = seedLeads[0]!;

describe('the door check of a pulled document', () => {
  it('reads every seeded document as it is', () => {
    for (const boat of seedBoats) expect(documentProblems(boatSchema as unknown as FieldSchema, boat)).toEqual([]);
    for (const l of seedLeads) expect(documentProblems(inquiry, l)).toEqual([]);
  });

  it('finding 1: a lead whose createdAt is not a date is unreadable', () => {
    expect(documentProblems(inquiry, { ...lead, createdAt: 'zzz' })).toEqual(['createdAt: not a date']);
    expect(documentProblems(inquiry, { ...lead, createdAt: '2026-02-30T10:00:00Z' })).toEqual([
      'createdAt: not a date',
    ]);
    expect(documentProblems(inquiry, { ...lead, createdAt: 1_700_000_000 })).toEqual([
      'createdAt: expected string, found integer',
    ]);
  });

  it('finding 2: details must be short strings, nothing else', () => {
    expect(documentProblems(inquiry, { ...lead, details: { note: { nested: 'map' } } })).toEqual([
      'details.note: expected string, found object',
    ]);
    expect(documentProblems(inquiry, { ...lead, details: { note: 'x'.repeat(1_048_576) } })).toEqual([
      'details.note: longer than 2000 characters',
    ]);
  });

  it('names missing fields, wrong enums, numbers that are not finite, and stops after five problems', () => {
    const { name: _name, ...nameless } = lead;
    expect(documentProblems(inquiry, nameless)).toEqual(['name: missing']);
    expect(documentProblems(inquiry, { ...lead, status: 'hacked' })).toEqual(['status: not one of the allowed values']);
    expect(documentProblems(boatSchema as unknown as FieldSchema, { ...seedBoats[0]!, price: Infinity })[0]).toMatch(
      /^price: expected/,
    );
    const hostile = Object.fromEntries(Object.keys(inquiry.properties!).map((k) => [k, { x: 1 }]));
    expect(documentProblems(inquiry, hostile)).toHaveLength(5);
  });

  it('lets RxDB and Firestore bookkeeping fields through at the top level', () => {
    expect(documentProblems(inquiry, { ...lead, _deleted: false, serverTimestamp: 'x' })).toEqual([]);
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(Array.isArray(documentProblems(inquiry, value))).toBe(true);
      }),
    );
  });
});

describe('isStoredDate', () => {
  it.each(['2026-11-03', '2026-11-03T10:00:00Z', '2026-11-03T10:00:00.123Z', '2026-11-03T10:00:00+01:00'])(
    '%s is a date',
    (value) => expect(isStoredDate(value)).toBe(true),
  );
  it.each(['zzz', '', '2026-13-01', '2026-02-29', '2026-11-03 10:00', '2026-11-03T25:00:00Z', '３０２６-11-03'])(
    '%s is not',
    (value) => expect(isStoredDate(value)).toBe(false),
  );
});
