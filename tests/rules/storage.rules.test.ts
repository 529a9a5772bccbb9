/**
 * storage.rules on the Storage emulator (@firebase/rules-unit-testing), with the Firestore emulator beside it: the
 * submission rules read the submission a photo belongs to (cross-service rules). Run with `npm run test:rules`.
 * The matrix: each photo folder × anonymous, client (owner of the submission folder), another client,
 * admin × get, list, create, update, delete; then the limits: images only, 10 MB at most, own folder only; then
 * finding 5: only photos the owner's own open submission lists, no owner delete once it is decided; finding N6: a
 * demoted admin's token (roleRevocations in Firestore) has no admin right.
 */
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import 'firebase/compat/storage';
import { emulatorAddress, PROJECT_ID } from './emulator-env';
import { ADMIN, ADMIN_CLAIMS, OTHER, OWNER } from './fixtures';

type Storage = firebase.storage.Storage;
type Actor = 'anonymous' | 'client' | 'another client' | 'admin';
type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const ACTORS: Actor[] = ['anonymous', 'client', 'another client', 'admin'];
const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];
const MB = 1024 * 1024;

let env: RulesTestEnvironment;
let storages: Record<Actor, Storage>;

const bytes = (size = 1024) => new Uint8Array(size).fill(7);

function upload(storage: Storage, path: string, contentType: string, size = 1024): Promise<unknown> {
  return storage
    .ref(path)
    .put(bytes(size), { contentType })
    .then((snapshot) => snapshot.metadata);
}

const SEEDED = [
  'boats/boat-1/photo-1.jpg',
  `submissions/${OWNER}/sub-1/photo-1`,
  `submissions/${OTHER}/sub-2/photo-1`,
  `submissions/${OWNER}/sub-approved/photo-1`,
  'blog/post-1/cover.jpg',
  'private/notes.jpg',
];

/** The submissions the Storage rules read (Firestore): photo ids photo-1 … as listed; `photo-new` waits for upload. */
const photosOf = (...ids: string[]) =>
  ids.map((id, i) => ({ id, url: `pending:${id}`, displayOrder: i + 1, isPrimary: i === 0 }));
const SUBMISSIONS: Record<string, { userId: string; status: string; photos: ReturnType<typeof photosOf> }> = {
  'sub-1': { userId: OWNER, status: 'pending', photos: photosOf('photo-1', 'photo-new', 'new', 'big', 'too-big') },
  'sub-2': { userId: OTHER, status: 'pending', photos: photosOf('photo-1', 'photo-new') },
  'sub-approved': { userId: OWNER, status: 'approved', photos: photosOf('photo-1', 'photo-new') },
  'sub-changes': { userId: OWNER, status: 'needs_changes', photos: photosOf('photo-new') },
  'sub-rejected': { userId: OWNER, status: 'rejected', photos: photosOf('photo-new') },
  'sub-ten': {
    userId: OWNER,
    status: 'pending',
    photos: photosOf(...Array.from({ length: 10 }, (_, i) => `p${i}`)),
  },
};

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      ...emulatorAddress('FIRESTORE_EMULATOR_HOST'),
    },
    storage: {
      rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8'),
      ...emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST'),
    },
  });
  storages = {
    anonymous: env.unauthenticatedContext().storage(),
    client: env.authenticatedContext(OWNER, { role: 'client' }).storage(),
    'another client': env.authenticatedContext(OTHER, { role: 'client' }).storage(),
    admin: env.authenticatedContext(ADMIN, { ...ADMIN_CLAIMS }).storage(),
  };
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearStorage();
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    for (const path of SEEDED) await upload(context.storage(), path, 'image/jpeg');
    for (const [id, submission] of Object.entries(SUBMISSIONS))
      await context.firestore().doc(`submissions/${id}`).set(submission);
  });
});

interface FolderRow {
  folder: string;
  ops: Record<Op, (storage: Storage) => Promise<unknown>>;
  allowed: Record<Op, Actor[]>;
}

function folderOps(
  folder: string,
  existing: string,
  created = 'photo-new.jpg',
): Record<Op, (storage: Storage) => Promise<unknown>> {
  return {
    get: (s) => s.ref(`${folder}/${existing}`).getMetadata(),
    list: (s) => s.ref(folder).listAll(),
    create: (s) => upload(s, `${folder}/${created}`, 'image/jpeg'),
    update: (s) => upload(s, `${folder}/${existing}`, 'image/png'),
    delete: (s) => s.ref(`${folder}/${existing}`).delete(),
  };
}

const ALL: Actor[] = ACTORS;
const MATRIX: FolderRow[] = [
  {
    folder: 'boats/boat-1 (listing photos: admins upload)',
    ops: folderOps('boats/boat-1', 'photo-1.jpg'),
    allowed: { get: ALL, list: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  },
  {
    folder: `submissions/${OWNER}/sub-1 (the client's pending submission: its photos)`,
    ops: folderOps(`submissions/${OWNER}/sub-1`, 'photo-1', 'photo-new'),
    allowed: {
      get: ['client', 'admin'],
      list: ['client', 'admin'],
      create: ['client'],
      update: ['client'],
      delete: ['client', 'admin'],
    },
  },
  {
    folder: `submissions/${OWNER}/sub-approved (finding 5: the client's approved submission)`,
    ops: folderOps(`submissions/${OWNER}/sub-approved`, 'photo-1', 'photo-new'),
    allowed: { get: ['client', 'admin'], list: ['client', 'admin'], create: [], update: [], delete: ['admin'] },
  },
  {
    folder: 'blog/post-1 (post covers: admins upload)',
    ops: folderOps('blog/post-1', 'cover.jpg'),
    allowed: { get: ALL, list: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  },
  {
    folder: 'private (any other path: nobody)',
    ops: folderOps('private', 'notes.jpg'),
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  },
];

describe('the matrix: folder × actor × operation', () => {
  for (const row of MATRIX) {
    describe(row.folder, () => {
      for (const op of OPS) {
        for (const actor of ACTORS) {
          const allowed = row.allowed[op].includes(actor);
          it(`${actor} ${allowed ? 'may' : 'may not'} ${op}`, async () => {
            const attempt = row.ops[op](storages[actor]);
            if (allowed) await assertSucceeds(attempt);
            else await assertFails(attempt);
          });
        }
      }
    });
  }
});

describe('uploads: images only, 10 MB at most, own folder only', () => {
  it("a client cannot upload into, list or delete from another user's submission folder", async () => {
    await assertFails(upload(storages.client, `submissions/${OTHER}/sub-2/photo-new`, 'image/jpeg'));
    await assertFails(storages.client.ref(`submissions/${OTHER}/sub-2`).listAll());
    await assertFails(storages.client.ref(`submissions/${OTHER}/sub-2/photo-1`).delete());
  });

  it('a client can list its whole submission folder', async () => {
    await assertSucceeds(storages.client.ref(`submissions/${OWNER}`).listAll());
    await assertFails(storages.client.ref('submissions').listAll());
  });

  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/heic'])('accepts %s', async (type) => {
    await assertSucceeds(upload(storages.client, `submissions/${OWNER}/sub-1/new`, type));
  });

  it.each(['text/plain', 'application/pdf', 'text/html', 'image/svg+xml', 'application/octet-stream', 'video/mp4'])(
    'refuses %s',
    async (type) => {
      await assertFails(upload(storages.client, `submissions/${OWNER}/sub-1/new`, type));
      await assertFails(upload(storages.admin, 'boats/boat-1/new', type));
    },
  );

  it('accepts exactly 10 MB and refuses one byte more, for clients and admins alike', async () => {
    await assertSucceeds(upload(storages.client, `submissions/${OWNER}/sub-1/big`, 'image/jpeg', 10 * MB));
    await assertFails(upload(storages.client, `submissions/${OWNER}/sub-1/too-big`, 'image/jpeg', 10 * MB + 1));
    await assertFails(upload(storages.admin, 'boats/boat-1/too-big.jpg', 'image/jpeg', 10 * MB + 1));
  });

  it('a token without the admin claim, or with a made-up role, cannot write boat photos', async () => {
    const noRole = env.authenticatedContext('no-claim-yet').storage();
    const pretender = env.authenticatedContext('pretender', { role: 'superadmin', admin: true }).storage();
    await assertFails(upload(noRole, 'boats/boat-1/new.jpg', 'image/jpeg'));
    await assertFails(upload(pretender, 'boats/boat-1/new.jpg', 'image/jpeg'));
  });
});

describe('finding 5: an owner stores only the photos of its own open submission', () => {
  const put = (storage: Storage, path: string) => upload(storage, path, 'image/jpeg');

  it('a photo id the submission does not list is refused (no free hosting in an own folder)', async () => {
    await assertFails(put(storages.client, `submissions/${OWNER}/sub-1/anything-else`));
    await assertFails(put(storages.client, `submissions/${OWNER}/sub-1/photo-new/nested`));
  });

  it('a submission that is not in Firestore, or is another user’s under an own folder, takes nothing', async () => {
    await assertFails(put(storages.client, `submissions/${OWNER}/no-such-submission/photo-new`));
    await assertFails(put(storages.client, `submissions/${OWNER}/sub-2/photo-new`));
  });

  it('open means pending or needs changes: a decided submission takes no upload', async () => {
    await assertSucceeds(put(storages.client, `submissions/${OWNER}/sub-changes/photo-new`));
    await assertFails(put(storages.client, `submissions/${OWNER}/sub-rejected/photo-new`));
    await assertFails(put(storages.client, `submissions/${OWNER}/sub-approved/photo-new`));
  });

  it('each of ten listed photos may be stored', async () => {
    for (let i = 0; i < 10; i++) await assertSucceeds(put(storages.client, `submissions/${OWNER}/sub-ten/p${i}`));
  });

  it('the owner cannot delete once the submission is decided; an admin still can', async () => {
    await assertFails(storages.client.ref(`submissions/${OWNER}/sub-approved/photo-1`).delete());
    await assertSucceeds(storages.admin.ref(`submissions/${OWNER}/sub-approved/photo-1`).delete());
  });

  it('admins do not upload into an owner’s submission (the listing gets copies in its own folder)', async () => {
    await assertFails(put(storages.admin, `submissions/${OWNER}/sub-1/photo-new`));
  });
});

describe('#32: Storage gives admin rights only to a session that passed the second factor', () => {
  it('a password-only admin session cannot upload, list or delete boat photos', async () => {
    const passwordOnly = env.authenticatedContext(ADMIN, { role: 'admin' }).storage();
    await assertFails(upload(passwordOnly, 'boats/boat-1/new.jpg', 'image/jpeg'));
    await assertFails(passwordOnly.ref('boats/boat-1').listAll());
    await assertFails(passwordOnly.ref('boats/boat-1/photo-1.jpg').delete());
    await assertSucceeds(upload(storages.admin, 'boats/boat-1/new.jpg', 'image/jpeg'));
  });
});

describe('finding N6: Storage follows a demotion as Firestore does (roleRevocations)', () => {
  it("a demoted admin's token signed in at or before the demotion loses every admin right; a later sign-in as admin keeps them", async () => {
    const DEMOTED_AT = 1_800_000_000;
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('roleRevocations/demoted-admin').set({ at: DEMOTED_AT });
      await context.firestore().doc('boats/boat-1').set({ createdBy: OWNER, status: 'active' });
      await context
        .storage()
        .ref('boats/boat-1/documents/survey.pdf')
        .put(bytes(), { contentType: 'application/pdf', customMetadata: { visibility: 'private' } });
    });
    const token = (authTime: number) =>
      env.authenticatedContext('demoted-admin', { ...ADMIN_CLAIMS, auth_time: authTime }).storage();
    for (const stale of [token(DEMOTED_AT - 600), token(DEMOTED_AT)]) {
      await assertFails(upload(stale, 'boats/boat-1/new.jpg', 'image/jpeg'));
      await assertFails(stale.ref('boats/boat-1/photo-1.jpg').delete());
      await assertFails(stale.ref('boats/boat-1').listAll());
      await assertFails(stale.ref('boats/boat-1/documents/survey.pdf').getMetadata());
      await assertFails(stale.ref(`submissions/${OWNER}/sub-1/photo-1`).getMetadata());
      await assertFails(stale.ref(`submissions/${OWNER}/sub-approved/photo-1`).delete());
      await assertFails(upload(stale, 'blog/post-1/new.jpg', 'image/jpeg'));
      await assertFails(stale.ref('blog/post-1/cover.jpg').delete());
    }
    const fresh = token(DEMOTED_AT + 1);
    await assertSucceeds(upload(fresh, 'boats/boat-1/new.jpg', 'image/jpeg'));
    await assertSucceeds(fresh.ref('boats/boat-1/documents/survey.pdf').getMetadata());
    await assertSucceeds(fresh.ref(`submissions/${OWNER}/sub-approved/photo-1`).delete());
    // Another admin, never demoted, is not affected.
    await assertSucceeds(storages.admin.ref('blog/post-1/cover.jpg').delete());
  });
});

describe("a listing's documents: PDFs admins upload; public ones for anyone, private ones for the admins and the owner", () => {
  const DOCS = 'boats/boat-1/documents';
  const putDocument = (
    storage: Storage,
    path: string,
    o: { visibility?: string; contentType?: string; size?: number } = {},
  ) =>
    storage
      .ref(path)
      .put(bytes(o.size ?? 1024), {
        contentType: o.contentType ?? 'application/pdf',
        customMetadata: o.visibility === undefined ? {} : { visibility: o.visibility },
      })
      .then((snapshot) => snapshot.metadata);

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      // The owner rule reads the boat's createdBy in Firestore.
      await context.firestore().doc('boats/boat-1').set({ createdBy: OWNER, status: 'active' });
      await putDocument(context.storage(), `${DOCS}/brochure.pdf`, { visibility: 'public' });
      await putDocument(context.storage(), `${DOCS}/survey.pdf`, { visibility: 'private' });
      await putDocument(context.storage(), `${DOCS}/unmarked.pdf`);
    });
  });

  it("anyone reads a public one; a private one only the admins and the boat's owner; one without a visibility likewise", async () => {
    for (const actor of ACTORS) await assertSucceeds(storages[actor].ref(`${DOCS}/brochure.pdf`).getMetadata());
    for (const path of [`${DOCS}/survey.pdf`, `${DOCS}/unmarked.pdf`]) {
      await assertSucceeds(storages.admin.ref(path).getMetadata());
      await assertSucceeds(storages.client.ref(path).getMetadata());
      await assertFails(storages['another client'].ref(path).getMetadata());
      await assertFails(storages.anonymous.ref(path).getMetadata());
    }
  });

  it('a private document of a boat that is not in Firestore is the admins’ only', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await putDocument(context.storage(), 'boats/boat-9/documents/survey.pdf', { visibility: 'private' });
    });
    await assertSucceeds(storages.admin.ref('boats/boat-9/documents/survey.pdf').getMetadata());
    await assertFails(storages.client.ref('boats/boat-9/documents/survey.pdf').getMetadata());
  });

  it('only admins upload, list and delete; the owner does not', async () => {
    await assertSucceeds(putDocument(storages.admin, `${DOCS}/new.pdf`, { visibility: 'public' }));
    await assertFails(putDocument(storages.client, `${DOCS}/mine.pdf`, { visibility: 'public' }));
    await assertSucceeds(storages.admin.ref(DOCS).listAll());
    await assertFails(storages.client.ref(DOCS).listAll());
    await assertFails(storages.client.ref(`${DOCS}/survey.pdf`).delete());
    await assertSucceeds(storages.admin.ref(`${DOCS}/survey.pdf`).delete());
  });

  it('a PDF (by type), named {id}.pdf, of 20 MB at most, saying public or private', async () => {
    await assertSucceeds(putDocument(storages.admin, `${DOCS}/max.pdf`, { visibility: 'private', size: 20 * MB }));
    await assertFails(putDocument(storages.admin, `${DOCS}/over.pdf`, { visibility: 'private', size: 20 * MB + 1 }));
    for (const contentType of ['image/jpeg', 'text/html', 'application/octet-stream'])
      await assertFails(putDocument(storages.admin, `${DOCS}/typed.pdf`, { visibility: 'private', contentType }));
    await assertFails(putDocument(storages.admin, `${DOCS}/no-visibility.pdf`));
    await assertFails(putDocument(storages.admin, `${DOCS}/everyone.pdf`, { visibility: 'everyone' }));
    await assertFails(putDocument(storages.admin, `${DOCS}/survey.html`, { visibility: 'public' }));
    await assertFails(putDocument(storages.admin, `${DOCS}/nested/survey.pdf`, { visibility: 'public' }));
  });

  it('a document made private is closed to the public at once', async () => {
    await assertSucceeds(
      storages.admin.ref(`${DOCS}/brochure.pdf`).updateMetadata({ customMetadata: { visibility: 'private' } }),
    );
    await assertFails(storages.anonymous.ref(`${DOCS}/brochure.pdf`).getMetadata());
    await assertSucceeds(storages.client.ref(`${DOCS}/brochure.pdf`).getMetadata());
  });

  it("the photos' public read does not reach the documents folder", async () => {
    await assertFails(storages.anonymous.ref(`${DOCS}/survey.pdf`).getMetadata());
    await assertFails(upload(storages.admin, `${DOCS}/photo.jpg`, 'image/jpeg'));
  });
});
