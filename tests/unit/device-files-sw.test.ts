import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceBackendDb } from '@/data/device-backend/backend-db';

// public/device-files-sw.js (imported by the generated service worker) run in Node on fake-indexeddb: a stub `self`
// collects its fetch listener, and the test hands it requests as the browser would.
type FetchListener = (event: { request: { url: string }; respondWith(p: Promise<Response>): void }) => void;
const ORIGIN = 'https://harbour.example';
let listener: FetchListener;
let db: DeviceBackendDb;

beforeAll(async () => {
  db = new DeviceBackendDb('harbour-device-backend');
  await db.files.bulkPut([
    { id: 'photo-1', blob: new Blob(['png'], { type: 'image/png' }), contentType: 'image/png' },
    { id: 'page-1', blob: new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), contentType: 'text/html' },
    { id: 'brochure', blob: new Blob(['%PDF-1.4']), contentType: 'application/pdf', visibility: 'public' },
    {
      id: 'survey',
      blob: new Blob(['%PDF-1.4']),
      contentType: 'application/pdf',
      visibility: 'private',
      token: 'secret-1',
    },
    { id: 'unmarked', blob: new Blob(['%PDF-1.4']), contentType: 'application/pdf' },
  ] as never);
  const listeners: FetchListener[] = [];
  const self = { addEventListener: (_: string, f: FetchListener) => listeners.push(f), location: { origin: ORIGIN } };
  new Function('self', readFileSync(new URL('../../public/device-files-sw.js', import.meta.url), 'utf8'))(self);
  listener = listeners[0]!;
});
afterAll(async () => {
  db.close();
  await db.delete();
});

function fetchFile(path: string): Promise<Response> {
  return new Promise((resolve) =>
    listener({ request: { url: `${ORIGIN}/device-files/${path}` }, respondWith: (p) => void p.then(resolve) }),
  );
}

describe('finding 15: files stored on the device are served as images only, never sniffed', () => {
  it('serves a stored photo with its image type, nosniff and a sandboxing CSP', async () => {
    const response = await fetchFile('photo-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
  });

  it('does not serve a stored file of another type (an HTML page would run with the site’s rights)', async () => {
    expect((await fetchFile('page-1')).status).toBe(404);
    expect((await fetchFile('missing')).status).toBe(404);
  });
});

describe("a listing's documents: only a public one has an address", () => {
  it('serves a public PDF as a PDF (not sandboxed: the PDF viewer would not open), never sniffed', async () => {
    const response = await fetchFile('brochure');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toBe('%PDF-1.4');
  });

  it('does not serve a private PDF, nor one whose visibility is not known, without its token', async () => {
    expect((await fetchFile('survey')).status).toBe(404);
    expect((await fetchFile('survey?token=guess')).status).toBe(404);
    expect((await fetchFile('survey?token=')).status).toBe(404);
    expect((await fetchFile('unmarked')).status).toBe(404);
  });

  it('serves a private PDF asked for with its token (the address the backend gives the admins and the owner)', async () => {
    const response = await fetchFile('survey?token=secret-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
  });
});
