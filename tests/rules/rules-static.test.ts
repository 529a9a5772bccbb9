/**
 * STATIC CHECK of firestore.rules, storage.rules and firestore.indexes.json — NOT a substitute for the
 * emulator suites (firestore.rules.test.ts, storage.rules.test.ts), which are the only tests that evaluate
 * the rules. This one reads the text: every collection of docs/DATA-MODEL.md has a match block, the last
 * block denies everything, function-only collections grant no write, the field lists, size limits and enums
 * agree with packages/domain/src/schemas, the email pattern agrees with packages/domain/src/forms/email.ts, and the replication pulls
 * have their indexes. It runs everywhere (no Java, no emulator).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allows,
  functions,
  matchBlocks,
  readRepoFile,
  returnedList,
  returnedString,
  sizeLimits,
  DATE_TIME_MAX,
  stringList,
  stripComments,
  type MatchBlock,
} from './rules-text';
import { isEmail } from '@harbour/domain/forms/email';
import { inquirySchema, INQUIRY_STATUSES, INQUIRY_TYPES } from '@harbour/domain/schemas/inquiry';
import { LEAD_DETAIL_LIMITS } from '@harbour/domain/schemas/lead-detail-limits';
import {
  submissionSchema,
  SUBMISSION_PHOTO_LIMITS,
  SUBMISSION_PHOTOS_MAX,
  SUBMISSION_STATUSES,
} from '@harbour/domain/schemas/submission';
import { MAX_ENGINES, PARTICULAR_KEYS } from '@harbour/domain/schemas/particulars';
import { profileSchema } from '@harbour/domain/schemas/profile';
import { BOAT_STATUSES } from '@harbour/domain/schemas/boat';
import { BLOG_STATUSES } from '@harbour/domain/schemas/blog-post';
import { portalPlan } from '@/data/sync/replication-plan';
import { DOCUMENT_MAX_BYTES, documentStoragePath } from '@harbour/domain/boats/listing-document-files';
import { SITE_SETTINGS_FIELDS, SITE_SETTINGS_ID, siteSettingsSchema } from '@harbour/domain/schemas/site-settings';
import { FOREIGN_CURRENCIES, RATE_MAX, RATE_MIN } from '@harbour/domain/exchange-rates';

const REPLICATION_FIELDS = ['serverTimestamp', '_deleted'];
const WRITE_OPS = ['write', 'create', 'update', 'delete'];
const READ_OPS = ['read', 'get', 'list'];

const firestoreText = stripComments(readRepoFile('firestore.rules'));
const storageText = stripComments(readRepoFile('storage.rules'));

function documentsBlock(): MatchBlock {
  const service = /service\s+cloud\.firestore\s*\{/.exec(firestoreText);
  expect(service, 'service cloud.firestore').not.toBeNull();
  const [db] = matchBlocks(firestoreText);
  expect(db.path).toBe('/databases/{database}/documents');
  return db;
}

function storageObjectsBlock(): MatchBlock {
  expect(storageText).toMatch(/service\s+firebase\.storage\s*\{/);
  const [bucket] = matchBlocks(storageText);
  expect(bucket.path).toBe('/b/{bucket}/o');
  return bucket;
}

/** Collection names in the first column of the '## Collections' table of docs/DATA-MODEL.md. */
function dataModelCollections(): string[] {
  const doc = readRepoFile('docs/DATA-MODEL.md');
  const section = doc.split(/^## /m).find((s) => s.startsWith('Collections'));
  expect(section, "docs/DATA-MODEL.md has a '## Collections' section").toBeDefined();
  const names = section!
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]));
  return [...new Set(names)];
}

function collectionBlock(db: MatchBlock, name: string): MatchBlock | undefined {
  return db.children.find((b) => b.path.startsWith(`/${name}/{`));
}

function schemaFields(schema: { properties: object }): string[] {
  return Object.keys(schema.properties);
}

function maxLengths(properties: Record<string, { maxLength?: number }>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, p]) => p.maxLength !== undefined)
      .map(([k, p]) => [k, p.maxLength!]),
  );
}

const fns = functions(firestoreText);
function fn(name: string) {
  const found = fns.get(name);
  expect(found, `function ${name}() in firestore.rules`).toBeDefined();
  return found!;
}

describe('STATIC CHECK (not a substitute for the emulator suites): firestore.rules', () => {
  it('has a match block for every collection of docs/DATA-MODEL.md and the backend-only ones', () => {
    const db = documentsBlock();
    const fromDoc = dataModelCollections();
    expect(fromDoc).toEqual(
      expect.arrayContaining([
        'boats',
        'listings',
        'boatCommercials',
        'submissions',
        'inquiries',
        'profiles',
        'blogPosts',
        'viewCounts',
      ]),
    );
    for (const name of [...fromDoc, 'publishedPosts', 'stats', 'ownerStats']) {
      expect(collectionBlock(db, name), `match /${name}/{...}`).toBeDefined();
    }
  });

  it('ends with a deny-all default, and nothing else is open to everyone except reading the public projections', () => {
    const db = documentsBlock();
    const last = db.children[db.children.length - 1];
    expect(last.path).toBe('/{document=**}');
    expect(allows(last.own)).toEqual([{ ops: ['read', 'write'], condition: 'false' }]);
    const openToAll = db.children.flatMap((b) =>
      allows(b.own)
        .filter((a) => a.condition === 'true')
        .map((a) => ({ path: b.path, ops: a.ops })),
    );
    expect(openToAll).toEqual([
      { path: '/listings/{boatId}', ops: ['read'] },
      { path: '/publishedPosts/{postId}', ops: ['read'] },
      // A lead's receipt, by its random id only (no list): finding 9 of the trust boundary.
      { path: '/inquiryReceipts/{inquiryId}', ops: ['get'] },
      // #33: the answer to a charter request, by its random id only (no list), as a receipt.
      { path: '/charterReplies/{inquiryId}', ops: ['get'] },
      // #33: the guest's calendar (busy or free, never who).
      { path: '/publicCharterSlots/{slotId}', ops: ['read'] },
    ]);
    // No nested match blocks: a subcollection would need its own rules and tests.
    for (const block of db.children.filter((b) => b !== last && b.path !== '/stats/{document=**}'))
      expect(block.children, block.path).toEqual([]);
  });

  it('grants no write on what only the functions write (projections, counters, stats)', () => {
    const db = documentsBlock();
    for (const name of [
      'listings',
      'publishedPosts',
      'viewCounts',
      'stats',
      'ownerStats',
      'charterSlots',
      'publicCharterSlots',
      'charterReplies',
    ]) {
      const block = collectionBlock(db, name)!;
      const writes = allows(block.own).filter((a) => a.ops.some((op) => WRITE_OPS.includes(op)));
      expect(writes.length, name).toBeGreaterThan(0);
      for (const w of writes) expect(w.condition, `${name} ${w.ops.join(',')}`).toBe('false');
    }
  });

  it('finding 10: has no viewEvents block (views go through trackView; the deny-all default refuses the rest)', () => {
    expect(collectionBlock(documentsBlock(), 'viewEvents')).toBeUndefined();
  });

  it('keeps commission data admin-only', () => {
    const block = collectionBlock(documentsBlock(), 'boatCommercials')!;
    const reads = allows(block.own).filter((a) => a.ops.some((op) => READ_OPS.includes(op)));
    expect(reads).toEqual([{ ops: ['read'], condition: 'isAdmin()' }]);
    expect(fn('isAdmin').body).toMatch(/request\.auth\.token\.get\('role', null\) == 'admin'/);
  });

  it('site settings: everyone reads the one public document; admins write exactly its fields; nobody removes it', () => {
    const block = collectionBlock(documentsBlock(), 'siteSettings')!;
    expect(allows(block.own)).toEqual([
      { ops: ['get'], condition: `settingsId == '${SITE_SETTINGS_ID}' || isAdmin()` },
      { ops: ['list'], condition: 'isAdmin()' },
      expect.objectContaining({ ops: ['create', 'update'] }),
      { ops: ['delete'], condition: 'false' },
    ]);
    const write = allows(block.own)[2]!.condition;
    expect(write).toMatch(/^adminWrites\(settingsId\) && settingsId == 'public' && /);
    const fields = /incoming\(\)\.keys\(\)\.hasOnly\((\[[^\]]*\])\)/.exec(write)![1];
    expect(stringList(fields)).toEqual([...SITE_SETTINGS_FIELDS, ...REPLICATION_FIELDS]);
    expect(Object.keys(siteSettingsSchema.properties)).toEqual([...SITE_SETTINGS_FIELDS]);
    expect(write).toContain('incoming().showDaysOnMarket is bool');
    expect(write).toContain('exchangeRatesValid(incoming())');
    // The rates' currencies and bounds are the app's (packages/domain/src/exchange-rates.ts).
    const currencies = /exchangeRates\.keys\(\)\.hasOnly\((\[[^\]]*\])\)/.exec(fn('exchangeRatesValid').body)![1];
    expect(stringList(currencies)).toEqual([...FOREIGN_CURRENCIES]);
    expect(fn('isExchangeRate').body).toContain(`value is number && value >= ${RATE_MIN} && value <= ${RATE_MAX}`);
    expect(write).toContain('isDateTime(incoming().updatedAt)');
    expect(write).toContain('notDeleted()');
  });

  it('inquiry fields, required fields and limits match packages/domain/src/schemas/inquiry.ts (boatOwnerId is never sent)', () => {
    const fields = schemaFields(inquirySchema).filter((f) => f !== 'boatOwnerId');
    expect(returnedList(fn('inquiryFields').body)).toEqual([...fields, ...REPLICATION_FIELDS]);
    expect(returnedList(fn('inquiryRequiredFields').body)).toEqual(inquirySchema.required!.filter((f) => f !== 'id'));
    const limits = sizeLimits(fn('isNewInquiry').body, 'd');
    // The email goes through isEmailAddress(), which carries its own limit.
    expect(fn('isNewInquiry').body).toMatch(/isEmailAddress\(d\.email\)/);
    limits.email = Number(/value\.size\(\) <= (\d+)/.exec(fn('isEmailAddress').body)![1]);
    const expected = maxLengths(inquirySchema.properties as Record<string, { maxLength?: number }>);
    delete expected.id;
    delete expected.boatOwnerId;
    expect(limits).toEqual(expected);
    expect(fn('isNewInquiry').body).toMatch(/d\.status == 'new'/);
    expect(fn('isNewInquiry').body).toMatch(/isLeadDetails\(d\.details\)/);
    const types = /d\.inquiryType in (\[[^\]]*\])/.exec(fn('isNewInquiry').body)![1];
    expect(stringList(types)).toEqual([...INQUIRY_TYPES]);
    const statuses = /incoming\(\)\.status in (\[[^\]]*\])/.exec(
      collectionBlock(documentsBlock(), 'inquiries')!.own,
    )![1];
    expect(stringList(statuses)).toEqual([...INQUIRY_STATUSES]);
  });

  it("finding 2: a lead's details allow the keys and limits of LEAD_DETAIL_LIMITS, and nothing else", () => {
    expect(returnedList(fn('leadDetailKeys').body)).toEqual(Object.keys(LEAD_DETAIL_LIMITS));
    const checked = Object.fromEntries(
      [...fn('isLeadDetails').body.matchAll(/leadDetailOk\(details, '(\w+)', (\d+)\)/g)].map((m) => [
        m[1],
        Number(m[2]),
      ]),
    );
    expect(checked).toEqual(LEAD_DETAIL_LIMITS);
    expect(fn('isLeadDetails').body).toMatch(/details\.keys\(\)\.hasOnly\(leadDetailKeys\(\)\)/);
  });

  it('submission fields, limits and statuses match packages/domain/src/schemas/submission.ts', () => {
    expect(returnedList(fn('submissionFields').body)).toEqual([
      ...schemaFields(submissionSchema),
      ...REPLICATION_FIELDS,
    ]);
    // Not particulars: added at submissions v1, so an app from before does not send it (the replica reads it as {}).
    expect(returnedList(fn('submissionRequiredFields').body)).toEqual(
      submissionSchema.required!.filter((f) => f !== 'id' && f !== 'particulars'),
    );
    const data = submissionSchema.properties.submissionData as {
      properties: Record<string, { maxLength?: number }>;
      required: string[];
    };
    expect(returnedList(fn('submissionDataFields').body)).toEqual(Object.keys(data.properties));
    // Exactly the data's fields: as many keys as it has, none other.
    expect(fn('isSubmissionData').body).toContain(`s.size() == ${Object.keys(data.properties).length}`);
    expect(fn('isSubmissionData').body).toContain('s.keys().hasOnly(submissionDataFields())');
    // The email goes through isEmailAddress(), which carries its own limit (N10).
    expect(fn('isSubmissionData').body).toMatch(/isEmailAddress\(s\.email\)/);
    expect({
      ...sizeLimits(fn('isSubmissionData').body, 's'),
      email: Number(/value\.size\(\) <= (\d+)/.exec(fn('isEmailAddress').body)![1]),
    }).toEqual(maxLengths(data.properties));
    // The shape every writer's submission has, plus the fields only an admin's write may set (an owner's fixes them).
    expect(fn('isSubmission').body).toMatch(/return submissionShaped\(submissionId, incoming\(\)\);/);
    const expected = maxLengths(submissionSchema.properties as Record<string, { maxLength?: number }>);
    delete expected.id;
    delete expected.status;
    expect({
      ...sizeLimits(fn('submissionShaped').body, 'd'),
      ...sizeLimits(fn('adminSubmissionFields').body, 'd'),
    }).toEqual(expected);
    const statuses = /d\.status in (\[[^\]]*\])/.exec(fn('adminSubmissionFields').body)![1];
    expect(stringList(statuses)).toEqual([...SUBMISSION_STATUSES]);
    expect(fn('submissionShaped').body).toContain(`d.photos.size() <= ${SUBMISSION_PHOTOS_MAX}`);
    expect(fn('ownerCreatesSubmission').body).toMatch(/incoming\(\)\.reviewNote == null/);
    expect(fn('ownerCreatesSubmission').body).toMatch(/incoming\(\)\.boatId == null/);
    expect(fn('ownerResubmits').body).toMatch(
      /changesOnly\(\['submissionData', 'photos', 'particulars', 'status', 'updatedAt', 'serverTimestamp', '_deleted'\]\)/,
    );
    // The owner: for itself, pending, and edits only while changes are requested.
    expect(fn('ownerCreatesSubmission').body).toMatch(/incoming\(\)\.userId == uid\(\)/);
    expect(fn('ownerCreatesSubmission').body).toMatch(/incoming\(\)\.status == 'pending'/);
    expect(fn('ownerResubmits').body).toMatch(/existing\(\)\.status == 'needs_changes'/);
  });

  describe('finding N5: every field of a submission has a size bound, the numbers of packages/domain', () => {
    it("a photo entry: exactly the schema's fields, each within SUBMISSION_PHOTO_LIMITS, for the owner's and the admin's writes", () => {
      const photoItem = (submissionSchema.properties.photos as { items: { properties: Record<string, object> } }).items;
      expect(Object.keys(photoItem.properties)).toEqual(['id', 'url', 'displayOrder']);
      expect(maxLengths(photoItem.properties as Record<string, { maxLength?: number }>)).toEqual(
        SUBMISSION_PHOTO_LIMITS,
      );
      expect((submissionSchema.properties.photos as { maxItems: number }).maxItems).toBe(SUBMISSION_PHOTOS_MAX);
      const bounded = fn('photoFieldsBounded').body;
      expect(bounded).toContain(`photo.size() == ${Object.keys(photoItem.properties).length}`);
      expect(bounded).toContain(`photo.id is string && photo.id.size() <= ${SUBMISSION_PHOTO_LIMITS.id}`);
      expect(bounded).toContain('photo.displayOrder is int');
      expect(fn('photoShaped').body).toContain(
        `photoFieldsBounded(photos[i]) && isTextOrNull(photos[i].url, ${SUBMISSION_PHOTO_LIMITS.url})`,
      );
      expect(fn('ownPhotoEntry').body).toMatch(/photoFieldsBounded\(photo\) && photo\.url\.matches\(pattern\)/);
      expect(fn('ownPhoto').body).toContain('ownPhotoEntry(photos[i], pattern)');
      expect(fn('ownerCreatesSubmission').body).toContain('ownPhotos(incoming().photos, submissionId)');
      for (let i = 0; i < SUBMISSION_PHOTOS_MAX; i++) {
        expect(fn('photosShaped').body).toContain(`photoShaped(photos, ${i})`);
        expect(fn('ownPhotosMatch').body).toContain(`ownPhoto(photos, ${i}, pattern)`);
      }
      expect(fn('adminSubmissionFields').body).toContain('photosShaped(d.photos)');
      // An owner's photo URL is bounded by its pattern: no unbounded repetition in it.
      expect(fn('ownPhotoPattern').body).not.toMatch(/[\])][+*]/);
      // Storing a waiting photo changes its URL and nothing else of it.
      expect(fn('photoCompleted').body).toContain("after[i].diff(before[i]).affectedKeys().hasOnly(['url'])");
    });

    it("a submission's specifications: known keys only in the rules (their values at every replica's door)", () => {
      expect(fn('submissionShaped').body).toContain("(!('particulars' in d) || particularKeys(d.particulars))");
      const keys = /p\.keys\(\)\.hasOnly\((\[[^\]]*\])\)/.exec(fn('particularKeys').body)![1];
      expect(stringList(keys)).toEqual(PARTICULAR_KEYS);
    });

    it("a listing's engine hours: at most MAX_ENGINES, each a number", () => {
      expect(fn('isParticulars').body).toContain("engineHoursOk(p.get('engineHours', []))");
      const hours = fn('engineHoursOk').body;
      expect(hours).toContain(`hours.size() <= ${MAX_ENGINES}`);
      expect(hours).toContain(`hours.concat([${Array(MAX_ENGINES).fill(0).join(', ')}])`);
      for (let i = 0; i < MAX_ENGINES; i++) expect(hours).toContain(`six[${i}]`);
    });
  });

  it('finding 1: every date a client writes is checked as a date-time, within the limit the schemas give it', () => {
    expect(fn('isDateTime').body).toContain(`value.size() <= ${DATE_TIME_MAX}`);
    for (const [name, fields] of [
      ['isNewInquiry', ['createdAt', 'updatedAt']],
      ['submissionShaped', ['submittedAt', 'updatedAt']],
      ['isProfile', ['createdAt', 'updatedAt']],
    ] as const)
      for (const field of fields) expect(fn(name).body, `${name} ${field}`).toContain(`isDateTime(d.${field})`);
  });

  it('profile fields match packages/domain/src/schemas/profile.ts and never include a role', () => {
    const fields = returnedList(fn('profileFields').body);
    expect(fields).toEqual([...schemaFields(profileSchema), ...REPLICATION_FIELDS]);
    expect(fields).not.toContain('role');
    const expected = maxLengths(profileSchema.properties as Record<string, { maxLength?: number }>);
    delete expected.id;
    expect(sizeLimits(fn('isProfile').body, 'd')).toEqual(expected);
  });

  it('boat and blog post statuses match their schemas', () => {
    const db = documentsBlock();
    const boat = /incoming\(\)\.status in (\[[^\]]*\])/.exec(collectionBlock(db, 'boats')!.own)![1];
    expect(stringList(boat)).toEqual([...BOAT_STATUSES]);
    const post = /incoming\(\)\.status in (\[[^\]]*\])/.exec(collectionBlock(db, 'blogPosts')!.own)![1];
    expect(stringList(post)).toEqual([...BLOG_STATUSES]);
  });

  it('requires serverTimestamp to be the request time whenever it is written', () => {
    expect(fn('validServerTimestamp').body).toMatch(/incoming\(\)\.serverTimestamp == request\.time/);
    for (const name of ['isNewInquiry']) expect(fn(name).body, name).toMatch(/validServerTimestamp\(\)/);
    for (const name of ['submissionShaped', 'isProfile', 'adminWrites'])
      expect(fn(name).body, name).toMatch(/replicationFieldsValid\(\)/);
  });
});

describe('STATIC CHECK: the email pattern in firestore.rules agrees with isEmail() (packages/domain/src/forms/email.ts)', () => {
  const pattern = new RegExp(`^(?:${returnedString(fn('emailShape').body)})$`);
  const rulesSays = (s: string) => s.length <= 255 && pattern.test(s);

  it.each([
    'captain@nassauharbouryachts.com',
    "o'brien+boat@mail.example.bs",
    'a.b-c@sub-domain.example.co.uk',
    'x@b.c.d',
    'x@ab.c',
    'x@a.bc',
    'x@a.b',
    'x@.ab',
    'x@ab.',
    'x@a..bc',
    'x@-a.bc',
    'x@a-.bc',
    'x@a.-bc',
    'no-at.example.com',
    'a@b@c.com',
    'sp ace@example.com',
    'x@exa mple.com',
    'x@example',
    '<x>@example.com',
    'x@[1.2.3.4]',
    'x,y@example.com',
    '"x"@example.com',
    '@example.com',
    'x@',
    `${'a'.repeat(244)}@example.com`,
    `${'a'.repeat(243)}@example.com`,
    'a@x.com?bcc=evil%40e.io',
    'a&b@example.com',
    'a=b@example.com',
    'a#b@example.com',
    'a/b@example.com',
  ])('%s', (email) => {
    expect(rulesSays(email)).toBe(isEmail(email));
  });

  it('on random strings over the characters that matter', () => {
    const chars = fc.constantFrom(...'ab-.@ _,;:<>()[]\\"\'+é1?=&%/#'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 14 }), (s) => rulesSays(s) === isEmail(s)),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(
        fc.string({ unit: chars, maxLength: 6 }),
        fc.string({ unit: chars, maxLength: 8 }),
        (local, domain) => {
          const s = `${local}@${domain}`;
          return rulesSays(s) === isEmail(s);
        },
      ),
      { numRuns: 20_000 },
    );
  });
});

describe('STATIC CHECK: storage.rules', () => {
  it('has the photo and document folders and ends with a deny-all default', () => {
    const bucket = storageObjectsBlock();
    const paths = bucket.children.map((b) => b.path);
    expect(paths).toEqual([
      '/boats/{boatId}/{rest=**}',
      '/boats/{boatId}/{photoId}',
      '/boats/{boatId}/documents/{fileName}',
      '/submissions/{userId}/{rest=**}',
      '/submissions/{userId}/{submissionId}/{photoId}',
      '/blog/{postId}/{rest=**}',
      '/{allPaths=**}',
    ]);
    expect(allows(bucket.children[6].own)).toEqual([{ ops: ['read', 'write'], condition: 'false' }]);
  });

  it('boat folders: admins write; a submission folder: its owner writes the photos of its own open submission; all photo uploads are images of 10 MB at most', () => {
    const storageFns = functions(storageText);
    expect(storageFns.get('maxPhotoBytes')!.body).toMatch(/return 10 \* 1024 \* 1024;/);
    const upload = storageFns.get('isPhotoUpload')!.body;
    expect(upload).toMatch(/request\.resource\.size <= maxPhotoBytes\(\)/);
    expect(upload).toMatch(/request\.resource\.contentType\.matches\('image\/\(/);
    expect(upload).not.toMatch(/svg/);
    const [boatFolders, boatPhotos, , submissionFolders, submissionPhotos] = storageObjectsBlock().children;
    expect(allows(boatFolders.own)).toEqual([{ ops: ['list'], condition: 'isAdmin()' }]);
    expect(allows(boatPhotos.own).find((a) => a.ops.includes('create'))?.condition).toBe(
      'isAdmin() && isPhotoUpload()',
    );
    expect(allows(submissionFolders.own)).toEqual([{ ops: ['list'], condition: 'isAdmin() || isUser(userId)' }]);
    expect(allows(submissionPhotos.own).find((a) => a.ops.includes('create'))?.condition).toBe(
      'isPhotoUpload() && isOwnOpenSubmissionPhoto(userId, submissionId, photoId)',
    );
    for (const block of storageObjectsBlock().children) {
      for (const a of allows(block.own)) if (a.condition === 'true') expect(a.ops, block.path).toEqual(['get']);
    }
  });

  it('finding 5: an owner uploads only photos its own open submission lists, and deletes only while it is open', () => {
    const storageFns = functions(storageText);
    expect(storageFns.get('isOpenSubmission')!.body).toMatch(/status in \['pending', 'needs_changes'\]/);
    expect(storageFns.get('isOpenSubmission')!.body).toMatch(/submission\(submissionId\)\.userId == userId/);
    const listed = storageFns.get('listsPhotoId')!.body;
    for (let i = 0; i < 10; i++) expect(listed).toContain(`listsPhoto(photos, ${i}, photoId)`);
    const [, , , , submissionPhotos] = storageObjectsBlock().children;
    expect(allows(submissionPhotos.own).find((a) => a.ops.includes('delete'))?.condition).toBe(
      'isAdmin() || (isUser(userId) && isOpenSubmission(userId, submissionId))',
    );
    expect(allows(submissionPhotos.own).find((a) => a.ops.includes('get'))?.condition).toBe(
      'isAdmin() || isUser(userId)',
    );
  });

  it("finding N6: every admin right goes through isAdmin(), which checks roleRevocations as firestore.rules' isAdmin() does", () => {
    const storageFns = functions(storageText);
    const firestoreAdmin = fn('isAdmin').body.replace(/\s+/g, ' ').trim();
    expect(storageFns.get('isAdmin')!.body.replace(/\s+/g, ' ').trim()).toBe(firestoreAdmin);
    expect(firestoreAdmin).toContain(
      "request.auth.token.get('role', null) == 'admin' && passedSecondFactor() && !adminRevoked()",
    );
    // #32: the second factor, read the same way by both (Storage's suite cannot run here: this holds it).
    const secondFactor = "return request.auth.token.firebase.get('sign_in_second_factor', '') != '';";
    expect(fn('passedSecondFactor').body.replace(/\s+/g, ' ').trim()).toBe(secondFactor);
    expect(storageFns.get('passedSecondFactor')!.body.replace(/\s+/g, ' ').trim()).toBe(secondFactor);
    // The same revocation: roleRevocations/{uid}, a token signed in at or before its `at` is no admin.
    const doc = '/databases/(default)/documents/roleRevocations/$(request.auth.uid)';
    expect(fn('adminRevoked').body.replace(/\s+/g, ' ')).toContain(
      'let revocation = /databases/$(database)/documents/roleRevocations/$(request.auth.uid); ' +
        'return exists(revocation) && request.auth.token.auth_time <= get(revocation).data.at;',
    );
    expect(storageFns.get('adminRevoked')!.body.replace(/\s+/g, ' ').trim()).toBe(
      `return firestore.exists(${doc}) && request.auth.token.auth_time <= firestore.get(${doc}).data.at;`,
    );
    // No other way to admin rights: the token and the role are read in those two functions only, and no function
    // but isAdmin() calls adminRevoked().
    const outside = [...storageFns.entries()].filter(
      ([name]) => !['isAdmin', 'adminRevoked', 'passedSecondFactor'].includes(name),
    );
    for (const [name, { body }] of outside) {
      expect(body, name).not.toMatch(/token|'admin'|role/);
      expect(body, name).not.toContain('adminRevoked');
    }
    const conditions = storageObjectsBlock().children.flatMap((b) => allows(b.own).map((a) => a.condition));
    for (const condition of conditions) expect(condition).not.toMatch(/token|'admin'|role|adminRevoked/);
    // Every admin path names isAdmin(): each block's writes, lists and deletes that admins have.
    const adminGrants = conditions.filter((c) => c.includes('isAdmin()'));
    expect(adminGrants.length).toBeGreaterThanOrEqual(10);
  });

  it("a listing's documents: PDFs of 20 MB at most that only admins write; public ones for anyone, private ones for the admins and the boat's owner", () => {
    const storageFns = functions(storageText);
    const [, boatPhotos, documents] = storageObjectsBlock().children;
    // A photo is one segment under the listing's folder: the documents folder gets nothing from the photos' "get: true".
    expect(boatPhotos.path).toBe('/boats/{boatId}/{photoId}');
    expect(allows(documents.own)).toEqual([
      { ops: ['get'], condition: 'isPublicDocument() || isAdmin() || isBoatOwner(boatId)' },
      { ops: ['create', 'update'], condition: 'isAdmin() && isDocumentUpload(fileName)' },
      { ops: ['delete'], condition: 'isAdmin()' },
    ]);
    expect(storageFns.get('maxDocumentBytes')!.body).toMatch(/return 20 \* 1024 \* 1024;/);
    expect(20 * 1024 * 1024).toBe(DOCUMENT_MAX_BYTES);
    const upload = storageFns.get('isDocumentUpload')!.body;
    expect(upload).toMatch(/fileName\.matches\('\[A-Za-z0-9_-\]\{1,64\}\[\.\]pdf'\)/);
    expect(upload).toMatch(/request\.resource\.size <= maxDocumentBytes\(\)/);
    expect(upload).toMatch(/request\.resource\.contentType == 'application\/pdf'/);
    expect(upload).toMatch(/request\.resource\.metadata\.visibility in \['public', 'private'\]/);
    expect(storageFns.get('isPublicDocument')!.body).toMatch(/return resource\.metadata\.visibility == 'public';/);
    const owner = storageFns.get('isBoatOwner')!.body;
    expect(owner).toMatch(/isSignedIn\(\)/);
    expect(owner).toMatch(
      /firestore\.get\(\/databases\/\(default\)\/documents\/boats\/\$\(boatId\)\)\.data\.createdBy == request\.auth\.uid/,
    );
    // The app stores each document where these rules look for it.
    expect(documentStoragePath('boat-1', 'doc-1')).toMatch(/^boats\/boat-1\/documents\/[A-Za-z0-9_-]{1,64}[.]pdf$/);
  });
});

describe('STATIC CHECK: firestore.indexes.json', () => {
  it('has the composite indexes the replication pulls of a client need (owner filter + serverTimestamp, both directions)', () => {
    const { indexes } = JSON.parse(readRepoFile('firestore.indexes.json')) as {
      indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order: string }[] }[];
    };
    const filtered = portalPlan({ uid: 'someone', role: 'client' }).filter(
      (p) => p.pull && p.filter && p.filter[0] !== '__id__',
    );
    expect(filtered.length).toBeGreaterThan(0);
    for (const plan of filtered) {
      for (const order of ['ASCENDING', 'DESCENDING']) {
        expect(indexes, `${plan.remote}: ${plan.filter![0]} + serverTimestamp ${order}`).toContainEqual({
          collectionGroup: plan.remote,
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: plan.filter![0], order: 'ASCENDING' },
            { fieldPath: 'serverTimestamp', order },
          ],
        });
      }
    }
  });
});
