/**
 * Load test (issue #15): 200 visitors at once against the local emulators as the app uses them (Auth,
 * Functions with their triggers, the official Firestore emulator with firestore.rules). Each visitor views two boats
 * (one of them twice) and sends a lead the way the app's outbox does: a ticket from the leadTicket callable, then the
 * lead and its receipt in one batch, as an anonymous visitor under the rules. Meanwhile a signed-in admin reads what
 * the dashboard reads. It checks that no lead is lost, every view count is exact by the counting rule (once per visitor
 * and item an hour, at most 20 per address, item and hour), and the admin's reads stay quick; it prints the figures
 * (docs/PERFORMANCE.md keeps them). Run with `npm run test:load` (not part of `npm test`: it takes minutes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
// The lite SDK (one request per read or write, as REST calls): the full SDK's streamed reads in Node hit gRPC's 16 MB
// message limit against the emulator under this load, which a browser (WebChannel) does not have.
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  terminate,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { detectLocalBackend } from '../../scripts/local-backend-mode.mjs';
import { startEmulators } from '../../scripts/emulators.mjs';
import { loadAdmin } from '../../scripts/firebase-admin.mjs';
import { DEMO_PASSWORDS } from '../../scripts/demo-accounts.mjs';
import { AUTH_PORT, FUNCTIONS_ORIGIN, HOST, PROJECT_ID, REGION } from '../../scripts/emulator-env.mjs';
import { REAL_FIRESTORE_PORT } from '../../scripts/local-backend-mode.mjs';
import { MAX_VIEWS_PER_ADDRESS_PER_HOUR } from '../../functions/src/track-view';

const VISITORS = 200;
/** Visitors share addresses as people on one marina's Wi-Fi do: 5 behind each. */
const PER_ADDRESS = 5;
/** One address making up visitor ids to inflate a count: only the first MAX_VIEWS_PER_ADDRESS_PER_HOUR count. */
const ROTATED_IDS = 35;
/**
 * Measured on the two-core machine: about 250 s. Every view of one boat updates that boat's counter and the admin's
 * total in one transaction, so 400 views of the same boat at once run one after another (docs/PERFORMANCE.md).
 */
const LOAD_LIMIT_MS = 420_000;
const CATCH_UP_LIMIT_MS = 180_000;
/** The admin's dashboard reads stay usable: this is the slowest 95th percentile accepted on a busy two-core machine. */
const ADMIN_P95_LIMIT_MS = 5_000;

const run = `${Date.now().toString(36)}`;
const today = () => new Date().toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

let stopEmulators: (() => Promise<void>) | null = null;
let admin: ReturnType<typeof adminFirestore>;
const apps: FirebaseApp[] = [];

function adminFirestore() {
  const { app, firestore } = loadAdmin();
  return firestore.getFirestore(app.initializeApp({ projectId: PROJECT_ID }, `load-${run}`));
}

function webApp(name: string): { app: FirebaseApp; db: Firestore } {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `${name}-${run}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, HOST, REAL_FIRESTORE_PORT);
  return { app, db };
}

/**
 * Calls in flight at once. The Functions emulator runs each concurrent call in a Node worker of its own (Cloud
 * Functions scales instances instead): 200 at once made it start 200 workers on two cores, and they failed to load.
 * The 200 visitors all run at once; their requests queue here, as behind a front end with 12 connections.
 */
const IN_FLIGHT = 12;
let inFlight = 0;
const queued: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= IN_FLIGHT) await new Promise<void>((r) => queued.push(r));
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
    queued.shift()?.();
  }
}

/** A callable as the app calls it, from the network address the front end would append to X-Forwarded-For. */
function callable(name: string, data: unknown, address: string): Promise<{ result?: unknown; error?: unknown }> {
  return slot(async () => {
    const res = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ data }),
    });
    return (await res.json()) as { result?: unknown; error?: unknown };
  });
}

beforeAll(async () => {
  const plan = detectLocalBackend();
  if (plan.mode !== 'firestore-emulators')
    throw new Error(`NOT RUN: the load test needs the official Firestore emulator: ${plan.reason}`);
  const started = await startEmulators({ javaEnv: plan.javaEnv ?? {}, log: () => {} });
  stopEmulators = started.stop;
  admin = adminFirestore();
}, 180_000);

afterAll(async () => {
  for (const app of apps) {
    await terminate(getFirestore(app)).catch(() => {});
    await deleteApp(app).catch(() => {});
  }
  await stopEmulators?.();
}, 60_000);

/** Three live listings (the boat trigger writes their public copies), each with its owner. */
async function listBoats(): Promise<string[]> {
  const ids = ['a', 'b', 'c'].map((k) => `load-${run}-${k}`);
  for (const id of ids)
    await admin
      .collection('boats')
      .doc(id)
      .set({
        id,
        year: 2020,
        make: 'Boston Whaler',
        model: `Load ${id}`,
        type: 'Motor Yacht',
        condition: 'used',
        price: 150000,
        length: 33,
        description: 'A boat for the load test.',
        location: 'Nassau',
        features: [],
        specifications: {},
        status: 'active',
        createdAt: new Date().toISOString(),
        createdBy: 'demo-owner-marina',
        updatedAt: new Date().toISOString(),
        images: [],
        _deleted: false,
      });
  for (const id of ids)
    for (let i = 0; !(await admin.collection('listings').doc(id).get()).exists; i++) {
      if (i > 200) throw new Error(`listings/${id} never appeared: is the boat trigger running?`);
      await sleep(250);
    }
  return ids;
}

describe(`${VISITORS} visitors at once: leads and views`, () => {
  it(
    'no lead is lost, every view count is exact, and the admin dashboard stays usable meanwhile',
    async () => {
      const [boatA, boatB, boatC] = await listBoats();
      const statsBefore = (await admin.collection('stats').doc('admin').get()).data() ?? {};
      const leadsBefore = Number((statsBefore.inquiriesByDay as Record<string, number> | undefined)?.[today()] ?? 0);

      // The admin, signed in, reads what the dashboard reads (the counters, the latest leads) over and over.
      const console_ = webApp('admin');
      const auth = getAuth(console_.app);
      connectAuthEmulator(auth, `http://${HOST}:${AUTH_PORT}`, { disableWarnings: true });
      await signInWithEmailAndPassword(auth, 'alicia.ferguson@example.com', DEMO_PASSWORDS['demo-admin']);
      const adminReads: number[] = [];
      let loading = true;
      const dashboard = (async () => {
        while (loading) {
          const started = performance.now();
          await getDoc(doc(console_.db, 'stats', 'admin'));
          await getDocs(query(collection(console_.db, 'inquiries'), orderBy('createdAt', 'desc'), limit(20)));
          adminReads.push(performance.now() - started);
          await sleep(200);
        }
      })();

      // The visitors: anonymous web clients (a few SDK instances, as many phones' worth of requests).
      const visitorDbs = Array.from({ length: 4 }, (_, i) => webApp(`visitor-${i}`).db);
      const leadIds: string[] = [];
      const refusals: unknown[] = [];
      const loadStarted = performance.now();
      const visitor = async (i: number) => {
        const visitorId = crypto.randomUUID();
        const address = `10.${Math.floor(i / PER_ADDRESS / 250)}.${Math.floor(i / PER_ADDRESS) % 250}.7`;
        const view = (itemId: string) => callable('trackView', { itemType: 'boat', itemId, visitorId }, address);
        await view(boatA);
        await view(boatB);
        await view(boatA); // the same visitor again within the hour: not counted
        const leadId = `lead-${run}-${i}`;
        const ticket = await callable('leadTicket', { leadId, visitorId }, address);
        if (ticket.error) {
          refusals.push(ticket.error);
          return;
        }
        const db = visitorDbs[i % visitorDbs.length]!;
        const at = new Date().toISOString();
        const batch = writeBatch(db);
        batch.set(doc(db, 'inquiries', leadId), {
          id: leadId,
          boatId: boatA,
          boatTitle: `2020 Boston Whaler Load ${boatA}`,
          name: `Visitor ${i}`,
          email: `visitor${i}@example.com`,
          phone: null,
          message: 'Is she still available? Load test.',
          inquiryType: 'boat',
          status: 'new',
          details: {},
          createdAt: at,
          updatedAt: at,
          serverTimestamp: serverTimestamp(),
          _deleted: false,
        });
        batch.set(doc(db, 'inquiryReceipts', leadId), { at: serverTimestamp() });
        await batch.commit();
        leadIds.push(leadId);
      };
      // One address rotating visitor ids on boat C.
      const rotator = async () => {
        for (let i = 0; i < ROTATED_IDS; i++)
          await callable(
            'trackView',
            { itemType: 'boat', itemId: boatC, visitorId: crypto.randomUUID() },
            '10.99.99.99',
          );
      };
      let loadMs: number;
      let catchUpMs: number;
      let counted = 0;
      let owned = 0;
      try {
        await Promise.all([...Array.from({ length: VISITORS }, (_, i) => visitor(i)), rotator()]);
        loadMs = performance.now() - loadStarted;
        // The triggers catch up: every lead counted on today's arrivals and given to the boat's owner.
        const catchUpStarted = performance.now();
        while (performance.now() - catchUpStarted < CATCH_UP_LIMIT_MS) {
          const stats = (await admin.collection('stats').doc('admin').get()).data() ?? {};
          counted = Number((stats.inquiriesByDay as Record<string, number> | undefined)?.[today()] ?? 0) - leadsBefore;
          owned = (await admin.collection('ownerLeads').where('boatId', '==', boatA).count().get()).data().count;
          if (counted >= VISITORS && owned >= VISITORS) break;
          await sleep(1000);
        }
        catchUpMs = performance.now() - catchUpStarted;
      } finally {
        loading = false;
        await dashboard;
      }

      const total = async (id: string) =>
        Number((await admin.collection('viewCounts').doc(`boat:${id}`).get()).data()?.total ?? 0);
      const stored = (await admin.collection('inquiries').where('boatId', '==', boatA).count().get()).data().count;
      const figures = {
        visitors: VISITORS,
        requests: VISITORS * 4 + ROTATED_IDS,
        loadSeconds: Math.round(loadMs / 100) / 10,
        requestsPerSecond: Math.round(((VISITORS * 4 + ROTATED_IDS) / loadMs) * 1000),
        triggersCaughtUpSeconds: Math.round(catchUpMs / 100) / 10,
        adminReads: adminReads.length,
        adminReadMs: {
          p50: Math.round(percentile(adminReads, 50)),
          p95: Math.round(percentile(adminReads, 95)),
          max: Math.round(Math.max(...adminReads)),
        },
      };
      console.log('Load test figures:', JSON.stringify(figures, null, 2));

      expect(refusals).toEqual([]);
      // No lead lost: every one stored, counted once on its day of arrival, and given to the boat's owner.
      expect(leadIds).toHaveLength(VISITORS);
      expect(stored).toBe(VISITORS);
      expect(counted).toBe(VISITORS);
      expect(owned).toBe(VISITORS);
      // Exact views: each visitor once per boat (the repeat within the hour not), the rotating address capped.
      expect(await total(boatA)).toBe(VISITORS);
      expect(await total(boatB)).toBe(VISITORS);
      expect(await total(boatC)).toBe(MAX_VIEWS_PER_ADDRESS_PER_HOUR);
      // The dashboard stayed usable, and the whole load was served within its bound.
      expect(adminReads.length).toBeGreaterThan(0);
      expect(figures.adminReadMs.p95).toBeLessThan(ADMIN_P95_LIMIT_MS);
      expect(loadMs).toBeLessThan(LOAD_LIMIT_MS);
    },
    LOAD_LIMIT_MS + CATCH_UP_LIMIT_MS + 60_000,
  );
});
