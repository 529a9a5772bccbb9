import type { MigrationStrategies } from 'rxdb';
import { withDefaults } from '@harbour/domain/schemas/doc-defaults';

/**
 * How a document stored under an older schema version becomes the current one, per collection name (the same in the
 * public and the user database): `{ n: (docOfVersionNMinus1) => docOfVersionN }`. When a schema's `version` goes up,
 * its step goes here in the same change (docs/DATA-MODEL.md 'Changing a schema'); a collection at version 0 has no
 * entry. A step returns the whole document (never null: null deletes it, and these are the device's own data or
 * changes not yet synced). Collections the device only caches (the public boats and posts) need none: they are
 * pulled again (collection-migrations.ts).
 */
export const SCHEMA_STEPS: Record<string, MigrationStrategies> = {
  // 1: listing truth (price on request, price and status history, published/sold/changed dates): the defaults.
  // 2: structured specifications (particulars) and the walkthrough video: the defaults again.
  boats: { 1: (doc: object) => withDefaults('boats', doc), 2: (doc: object) => withDefaults('boats', doc) },
  // 1: the owner's structured specifications (particulars).
  submissions: { 1: (doc: object) => withDefaults('submissions', doc) },
  // 1: new kinds (saved and recently viewed boats) and their `boat`: a record of version 0 is one as it is.
  // 2: saved searches ('savedSearch' and its `search`): a record of version 1 is one as it is.
  // 3: charter requests in the outbox (inquiryType 'charter'): a record of version 2 is one as it is.
  visitorRecords: { 1: (doc: object) => doc, 2: (doc: object) => doc, 3: (doc: object) => doc },
  // 1: exchange rates (never set, until an admin sets them).
  siteSettings: { 1: (doc: object) => withDefaults('siteSettings', doc) },
  // 1: the team's part of a lead (history, assignee, source, tags): none yet.
  // 2: the server's time of arrival (receivedAt, finding N13): not stamped yet, until the next pull brings it.
  // 3: charter requests (inquiryType 'charter', source 'charter-request', #33): a lead of version 2 is one as it is.
  inquiries: {
    1: (doc: object) => withDefaults('inquiries', doc),
    2: (doc: object) => withDefaults('inquiries', doc),
    3: (doc: object) => doc,
  },
  // 1: search alerts (none, until the user turns one on).
  profiles: { 1: (doc: object) => withDefaults('profiles', doc) },
};
