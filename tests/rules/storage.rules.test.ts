/**
 * storage.rules on the Storage emulator (@firebase/rules-unit-testing). Run with `npm run test:rules`.
 * The matrix: each photo folder × anonymous, client (owner of the submission folder), another client,
 * admin × get, list, create, update, delete; then the limits: images only, 10 MB at most, own folder only.
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
import { ADMIN, OTHER, OWNER } from './fixtures';

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
  `submissions/${OWNER}/sub-1/photo-1.jpg`,
  `submissions/${OTHER}/sub-2/photo-1.jpg`,
  'blog/post-1/cover.jpg',
  'private/notes.jpg',
];

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: {
      rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8'),
      ...emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST'),
    },
  });
  storages = {
    anonymous: env.unauthenticatedContext().storage(),
    client: env.authenticatedContext(OWNER, { role: 'client' }).storage(),
    'another client': env.authenticatedContext(OTHER, { role: 'client' }).storage(),
    admin: env.authenticatedContext(ADMIN, { role: 'admin' }).storage(),
  };
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    for (const path of SEEDED) await upload(context.storage(), path, 'image/jpeg');
  });
});

interface FolderRow {
  folder: string;
  ops: Record<Op, (storage: Storage) => Promise<unknown>>;
  allowed: Record<Op, Actor[]>;
}

function folderOps(folder: string, existing: string): Record<Op, (storage: Storage) => Promise<unknown>> {
  return {
    get: (s) => s.ref(`${folder}/${existing}`).getMetadata(),
    list: (s) => s.ref(folder).listAll(),
    create: (s) => upload(s, `${folder}/photo-new.jpg`, 'image/jpeg'),
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
    folder: `submissions/${OWNER}/sub-1 (the client's submission photos)`,
    ops: folderOps(`submissions/${OWNER}/sub-1`, 'photo-1.jpg'),
    allowed: {
      get: ALL,
      list: ['client', 'admin'],
      create: ['client', 'admin'],
      update: ['client', 'admin'],
      delete: ['client', 'admin'],
    },
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
    await assertFails(upload(storages.client, `submissions/${OTHER}/sub-2/photo-new.jpg`, 'image/jpeg'));
    await assertFails(storages.client.ref(`submissions/${OTHER}/sub-2`).listAll());
    await assertFails(storages.client.ref(`submissions/${OTHER}/sub-2/photo-1.jpg`).delete());
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
    await assertSucceeds(upload(storages.client, `submissions/${OWNER}/sub-1/big.jpg`, 'image/jpeg', 10 * MB));
    await assertFails(upload(storages.client, `submissions/${OWNER}/sub-1/too-big.jpg`, 'image/jpeg', 10 * MB + 1));
    await assertFails(upload(storages.admin, 'boats/boat-1/too-big.jpg', 'image/jpeg', 10 * MB + 1));
  });

  it('a token without the admin claim, or with a made-up role, cannot write boat photos', async () => {
    const noRole = env.authenticatedContext('no-claim-yet').storage();
    const pretender = env.authenticatedContext('pretender', { role: 'superadmin', admin: true }).storage();
    await assertFails(upload(noRole, 'boats/boat-1/new.jpg', 'image/jpeg'));
    await assertFails(upload(pretender, 'boats/boat-1/new.jpg', 'image/jpeg'));
  });
});
