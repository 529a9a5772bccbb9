import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APPLIED_EVENTS, INQUIRY_ARRIVALS } from './counters';
import { INQUIRY_RECEIPTS } from './inquiries';
import { LEAD_LIMITS, LEAD_TICKETS } from './lead-tickets';
import { VIEW_ADDRESS_LIMITS, VIEW_DEDUP, VIEW_DEDUP_CLAIMS } from './track-view';
import { MAIL } from './mail';
import { LEAD_MAIL_HOURS } from './lead-mail';
import { ACCOUNT_REQUESTS, ACCOUNT_REQUEST_HOURS, ACCOUNT_REQUEST_LIMITS } from './account-requests';

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}
const spec = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
  indexes: unknown[];
  fieldOverrides: FieldOverride[];
};

// The bookkeeping the functions keep: each document carries expireAt, and Firestore deletes it past that time only
// where a TTL policy says so. The policies live in firestore.indexes.json, so a deploy creates (and keeps) them.
const EXPIRING = [
  VIEW_DEDUP,
  VIEW_DEDUP_CLAIMS,
  VIEW_ADDRESS_LIMITS,
  APPLIED_EVENTS,
  INQUIRY_ARRIVALS,
  INQUIRY_RECEIPTS,
  LEAD_TICKETS,
  LEAD_LIMITS,
  // N8: the hour's count of new-lead emails to the brokerage.
  LEAD_MAIL_HOURS,
  // N14: the emails written for the Trigger Email extension (addresses, a visitor's message).
  MAIL,
  // #32: sign-ups waiting for the trigger (deleted by it, else expired), and how often an address was emailed.
  ACCOUNT_REQUESTS,
  ACCOUNT_REQUEST_LIMITS,
  ACCOUNT_REQUEST_HOURS,
];

describe('TTL policies (firestore.indexes.json)', () => {
  it('every expiring bookkeeping collection has a TTL policy on expireAt, without an index on it', () => {
    const ttl = spec.fieldOverrides.filter((f) => f.ttl === true);
    expect(ttl.map((f) => f.collectionGroup).sort()).toEqual([...EXPIRING].sort());
    for (const f of ttl) expect(f).toMatchObject({ fieldPath: 'expireAt', indexes: [] });
  });

  it('the file is valid for firebase-tools (its own deploy-time check)', () => {
    const require = createRequire(import.meta.url);
    const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as {
      FirestoreApi: new () => { validateSpec(spec: unknown): void };
    };
    expect(() => new FirestoreApi().validateSpec(spec)).not.toThrow();
    expect(() =>
      new FirestoreApi().validateSpec({ ...spec, fieldOverrides: [{ collectionGroup: 'x', ttl: true }] }),
    ).toThrow();
  });
});
