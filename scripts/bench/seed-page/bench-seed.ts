/**
 * Bench-only page (never part of the production build): opens the public database through the app's own
 * getPublicDatabase() (same name, same storage) and exposes helpers on window.__bench for
 * scripts/bench/run.mjs: bulk-insert generated boats, time the public boats query, edit a boat (multi-tab test).
 */
import { getPublicDatabase } from '@/data/public/public-db-client';
import { seedBoats } from '../../../fixtures';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { Portal } from '@/data/portal/portal-client';

const MAKES = [
  'Bertram',
  'Viking',
  'Hatteras',
  'Boston Whaler',
  'Grady-White',
  'Yellowfin',
  'Contender',
  'Regulator',
  'Sea Ray',
  'Azimut',
  'Sunseeker',
  'Princess',
  'Lagoon',
  'Leopard',
  'Beneteau',
  'Jeanneau',
  'Everglades',
  'Pursuit',
  'Cabo',
  'Ocean Alexander',
];
const TYPES = [
  'Center Console',
  'Sport Fisher',
  'Motor Yacht',
  'Catamaran',
  'Sailboat',
  'Express Cruiser',
  'Bay Boat',
  'Trawler',
];
const PLACES = [
  'Nassau, Bahamas',
  'Bimini, Bahamas',
  'Harbour Island, Bahamas',
  'Exuma, Bahamas',
  'Abaco, Bahamas',
  'Eleuthera, Bahamas',
];
const WORDS = [
  'offshore',
  'tournament',
  'flybridge',
  'express',
  'open',
  'convertible',
  'explorer',
  'cruiser',
  'sport',
  'classic',
  'heritage',
  'coupe',
];

/** Small deterministic PRNG so every run inserts the same fleet. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateBoats(count: number, seed = 42): Boat[] {
  const r = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const templates = seedBoats.filter((b) => b.images.length > 0);
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const template = templates[i % templates.length]!;
    const length = 18 + Math.floor(r() * 90);
    const make = pick(MAKES);
    const model = `${length} ${pick(WORDS)} ${String.fromCharCode(65 + Math.floor(r() * 26))}${Math.floor(r() * 900 + 100)}`;
    const createdAt = new Date(start + Math.floor(r() * 730 * 86_400_000)).toISOString();
    const id = `bench-${String(i + 1).padStart(5, '0')}`;
    return {
      ...template,
      id,
      year: 1995 + Math.floor(r() * 32),
      make,
      model,
      type: pick(TYPES),
      condition: r() < 0.2 ? 'new' : 'used',
      price: Math.round((30_000 + r() * 4_000_000) / 1000) * 1000,
      length,
      location: pick(PLACES),
      // Varied specifications, so every filter of /boats has boats to find (run.mjs EVERY_FILTER).
      particulars: {
        ...template.particulars,
        fuelType: r() < 0.6 ? 'diesel' : 'gasoline',
        hullMaterial: r() < 0.8 ? 'fiberglass' : 'aluminum',
        cabins: Math.floor(r() * 6),
        engineHours: [Math.floor(r() * 4000)],
        engineCount: 1,
      },
      status: 'active',
      createdAt,
      updatedAt: createdAt,
      images: template.images.map((img, n) => ({ ...img, id: `${id}-img-${n + 1}` })),
    } satisfies Boat;
  });
}

async function waitForCount(atLeast: number, timeoutMs = 60_000) {
  const db = await getPublicDatabase();
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const count = await db.boats.count().exec();
    if (count >= atLeast || performance.now() > deadline) return count;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function estimate() {
  const e = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
  return { usage: e.usage ?? 0, indexedDB: e.usageDetails?.indexedDB ?? null };
}

/** The admin replica openAdminReplica opened. */
let adminPortal: Portal | null = null;

const bench = {
  /** Opens the public database exactly like the app does. */
  async open() {
    const t0 = performance.now();
    const db = await getPublicDatabase();
    return { ms: performance.now() - t0, count: await db.boats.count().exec() };
  },
  estimate,
  async insertGenerated(count: number) {
    const db = await getPublicDatabase();
    const boats = generateBoats(count);
    const existing = await db.boats.count().exec();
    const t0 = performance.now();
    for (let i = 0; i < boats.length; i += 500) {
      const res = await db.boats.bulkInsert(boats.slice(i, i + 500));
      if (res.error.length > 0 && res.error.some((e) => e.status !== 409))
        throw new Error(JSON.stringify(res.error[0]));
    }
    const total = await waitForCount(existing + count);
    return { ms: performance.now() - t0, count: total, via: 'public database' };
  },
  /** The public boats query as useActiveBoats() runs it (active boats, as plain objects), first run on this page. */
  async timeActiveQuery() {
    const db = await getPublicDatabase();
    const t0 = performance.now();
    const docs = await db.boats.find({ selector: { status: 'active' } }).exec();
    const plain = docs.map((d) => d.toJSON() as Boat);
    return { ms: performance.now() - t0, count: plain.length };
  },
  /**
   * This page becomes an admin's phone. Signs in through the app's auth service, opens the admin's
   * replica (openPortal) and waits for its first pull; returns how many boats it holds.
   */
  async openAdminReplica(email: string, password: string) {
    const auth = await (await import('@/data/firebase')).loadAuthService();
    await auth.signIn(email, password);
    const caller = await auth.getVerifiedCaller();
    if (!caller || caller.role !== 'admin') throw new Error(`${email} is not an admin here`);
    const { openPortal } = await import('@/data/portal/portal-client');
    adminPortal = await openPortal({ uid: caller.uid, role: 'admin' });
    await Promise.all(adminPortal.replication.states.map((s) => s.awaitInitialReplication()));
    return { boats: await adminPortal.db.boats.count().exec() };
  },
  /** Edits the model of the first `count` boats (by id) on the admin's replica; offline they queue. */
  async queueModelEdits(count: number, tag: string) {
    if (!adminPortal) throw new Error('openAdminReplica first');
    const docs = (await adminPortal.db.boats.find().exec()).sort((a, b) => (a.id < b.id ? -1 : 1)).slice(0, count);
    for (const doc of docs)
      await doc.incrementalPatch({
        model: `${doc.model.replace(/ ~.*$/, '')} ~${tag}`,
        updatedAt: new Date().toISOString(),
      });
    return docs.map((d) => d.id);
  },
  /** A local admin-style edit of one boat; returns the wall-clock time (ms since epoch) just before the write. */
  async editModel(id: string, model: string) {
    const db = await getPublicDatabase();
    const doc = await db.boats.findOne(id).exec();
    if (!doc) throw new Error(`no boat ${id}`);
    const at = performance.timeOrigin + performance.now();
    await doc.incrementalPatch({ model, updatedAt: new Date().toISOString() });
    return { at, wroteMs: performance.timeOrigin + performance.now() - at, via: 'public database' };
  },
};

declare global {
  interface Window {
    __bench: typeof bench;
  }
}
window.__bench = bench;
document.body.dataset.benchReady = 'true';
