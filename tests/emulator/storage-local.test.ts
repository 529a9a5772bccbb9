import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { startLocalStorage } from '../../scripts/storage-local.mjs';

/*
 * The local Storage endpoint (scripts/storage-local.mjs: firebase-tools' Storage emulator code, rules not enforced)
 * driven by the Firebase Storage web SDK the app uses: resumable upload with progress, download URL, delete.
 * Starts its own endpoint on a free port; needs no other emulator.
 */

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let endpoint: Awaited<ReturnType<typeof startLocalStorage>>;
let app: FirebaseApp;
let storage: FirebaseStorage;

beforeAll(async () => {
  const port = await freePort();
  endpoint = await startLocalStorage({ port, log: () => {} });
  app = initializeApp(
    { apiKey: 'demo-api-key', projectId: 'demo-harbour', storageBucket: 'demo-harbour.appspot.com' },
    `storage-${port}`,
  );
  storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', port);
});

afterAll(async () => {
  await deleteApp(app);
  await endpoint.stop();
});

/** Bytes that differ at every position, so a truncated or reordered upload cannot pass. */
const photoBytes = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 31 + (i >> 8)) & 0xff);

async function upload(path: string, bytes: Uint8Array, contentType: string) {
  const progress: Array<{ transferred: number; total: number }> = [];
  const task = uploadBytesResumable(ref(storage, path), bytes, { contentType });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (s) => progress.push({ transferred: s.bytesTransferred, total: s.totalBytes }),
      reject,
      () => resolve(),
    );
  });
  return { task, progress };
}

describe('local Storage endpoint through the web SDK', () => {
  it.each([
    ['an admin listing photo', 'boats/boat-e2e-1/photo-1'],
    ["an owner's submission photo", 'submissions/uid-123/sub-9/photo-2'],
  ])(
    '%s: a resumable upload reports progress to the end, and its download URL serves the same bytes',
    async (_, path) => {
      const bytes = photoBytes(600_000);
      const { task, progress } = await upload(path, bytes, 'image/jpeg');
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.at(-1)).toEqual({ transferred: bytes.length, total: bytes.length });
      const url = await getDownloadURL(task.snapshot.ref);
      expect(url).toContain(encodeURIComponent(path));
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes);
    },
  );

  it('a deleted photo is gone: its URL no longer resolves', async () => {
    const { task } = await upload('boats/boat-e2e-2/photo-3', photoBytes(2_000), 'image/png');
    const url = await getDownloadURL(task.snapshot.ref);
    await deleteObject(task.snapshot.ref);
    await expect(getDownloadURL(task.snapshot.ref)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    expect((await fetch(url)).status).toBe(404);
  });
});
