// The sync part of `npm run bench`: live edits, the offline queue and a 5,000-boat first pull, on the bench's build and
// the emulators run.mjs started and seeded (Auth, Functions, the official Firestore emulator, the local Storage
// endpoint; scripts/emulators.mjs). Everything on loopback, so these are the app's and the emulators' costs, not a
// real network's (except where slow 4G is emulated).
import { gzipSync } from 'node:zlib';
import { measureColdLoad } from './cold-load.mjs';
import { BUDGETS, PUBLIC_PULLED_HINT_KEY, median, percentile, round } from './common.mjs';
import { DEMO_ADMIN } from './admin-session.mjs';
import { HUB_ORIGIN, waitFor } from '../emulators.mjs';
import { withTriggersDisabled } from '../seed-firestore.mjs';
import { notMeasured } from './time-limit.mjs';

/** The budgets for the production path. */
export const FIREBASE_BUDGETS = {
  lcpMs: BUDGETS.lcpMs,
  liveEditP50Ms: 250,
  liveEditP95Ms: 500,
  firstPull5000Ms: 3000,
  queueDrainMs: 5000,
  /** The rendered /boats must not grow with the fleet: its first screen in the HTML, the rest from the first pull. */
  renderedBoatsGzipBytes: 100 * 1024,
};
const LIVE_EDITS = 20;
const QUEUED_EDITS = 50;
const FLEET = 5000;

async function adminFirestore() {
  const { loadAdmin } = await import('../firebase-admin.mjs');
  const { PROJECT_ID } = await import('../emulator-env.mjs');
  const { app, firestore } = loadAdmin();
  const instance =
    app.getApps().find((a) => a.name === 'bench') ?? app.initializeApp({ projectId: PROJECT_ID }, 'bench');
  return { db: firestore.getFirestore(instance), FieldValue: firestore.FieldValue };
}

/**
 * Runs every sync measure against the served build at `base`; returns the report part (or why nothing was measured).
 * `browser()` is the bench's current browser (a part that runs over its limit gets a new one); `step(key, limitMs, fn)`
 * runs one part within its time limit (run.mjs), so one slow part is reported "not measured" and the others still are.
 */
export async function benchFirebaseMode({ browser, runs, log, base, step }) {
  try {
    const { db: firestore, FieldValue } = await adminFirestore();
    const boatPath = await firstActiveBoatPath(firestore);

    // The `preview` function renders these pages: its first request starts the function's runtime and loads the
    // renderer (a cold start, ~2 s here); a deployed site keeps an instance warm for its visitors.
    for (const path of ['/boats', boatPath]) await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
    const coldBoats = await step('firebase: cold /boats', 60_000, async () => {
      const result = await measureColdLoad(browser(), `${base}/boats`, runs, FIREBASE_BUDGETS.lcpMs);
      log(
        `firebase mode: cold /boats slow 4G: first card ${round(result.firstCardMs)} ms, LCP ${round(result.lcpMs)} ms (${result.lcpElement})`,
      );
      return result;
    });
    const coldBoat = await step('firebase: cold boat page', 60_000, async () => {
      const result = await measureColdLoad(browser(), `${base}${boatPath}`, runs, FIREBASE_BUDGETS.lcpMs, () =>
        Boolean(document.querySelector('main h1')),
      );
      log(`firebase mode: cold ${boatPath} slow 4G: LCP ${round(result.lcpMs)} ms (${result.lcpElement})`);
      return { path: boatPath, ...result };
    });
    const liveEdit = await step('firebase: live edit', 60_000, () =>
      benchLiveEdit(browser(), base, firestore, FieldValue, boatPath, log),
    );
    const queueDrain = await step('firebase: offline queue', 90_000, async () => {
      await topUpBoats(firestore, FieldValue, QUEUED_EDITS);
      return benchQueueDrain(browser(), base, firestore, log);
    });
    const firstPull = await step('firebase: first pull', 150_000, () =>
      benchFirstPull(browser(), base, firestore, FieldValue, log),
    );
    return { status: 'measured', budgets: FIREBASE_BUDGETS, coldBoats, coldBoat, liveEdit, queueDrain, firstPull };
  } catch (error) {
    log(`firebase mode: ${error.stack ?? error}`);
    return notMeasured(String(error.message ?? error).split('\n')[0]);
  }
}

async function firstActiveBoatPath(firestore) {
  const snap = await firestore.collection('listings').where('status', '==', 'active').limit(1).get();
  if (snap.empty) throw new Error('the seeded listings hold no active boat');
  return `/boats/${snap.docs[0].id}`;
}

/**
 * An admin's edit reaching another device's open page: the visitor has the boat's page open; the edit is written to
 * the `boats` collection as the admin's device push writes it (Admin SDK, with the replication's fields); the
 * functions project it into `listings`, the visitor's replica pulls it and the page shows it. From just before the
 * write to the moment the new text is in the visitor's DOM.
 */
async function benchLiveEdit(browser, base, firestore, FieldValue, boatPath, log) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}${boatPath}`);
  await page.waitForSelector('main h1');
  // Let the replica finish its first pull before timing anything (the listen channel never lets the network idle).
  await page.waitForTimeout(3000);
  const id = decodeURIComponent(boatPath.replace('/boats/', ''));
  const ref = firestore.collection('boats').doc(id);
  const original = (await ref.get()).data();
  const samples = [];
  for (let i = 0; i < LIVE_EDITS; i++) {
    const model = `${original.model} Live${i}${Date.now().toString(36)}`;
    const seen = page.evaluate(
      (text) =>
        new Promise((resolve) => {
          const check = () => {
            if (!document.querySelector('main h1')?.textContent?.includes(text)) return false;
            resolve(performance.timeOrigin + performance.now());
            return true;
          };
          if (check()) return;
          const mo = new MutationObserver(() => {
            if (check()) mo.disconnect();
          });
          mo.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      model,
    );
    await page.waitForTimeout(100);
    const at = Date.now();
    await ref.set({
      ...original,
      model,
      updatedAt: new Date().toISOString(),
      serverTimestamp: FieldValue.serverTimestamp(),
      _deleted: false,
    });
    const shownAt = await Promise.race([seen, new Promise((r) => setTimeout(() => r(null), 15_000))]);
    samples.push(shownAt === null ? null : shownAt - at);
    await page.waitForTimeout(300);
  }
  await ref.set({
    ...original,
    updatedAt: new Date().toISOString(),
    serverTimestamp: FieldValue.serverTimestamp(),
    _deleted: false,
  });
  await context.close();
  const ok = samples.filter((s) => s !== null);
  const result = {
    edits: LIVE_EDITS,
    p50Ms: median(ok),
    p95Ms: percentile(ok, 0.95),
    timeouts: samples.length - ok.length,
    runs: samples.map((s) => (s === null ? 'timeout (15 s)' : round(s))),
    budgetP50Ms: FIREBASE_BUDGETS.liveEditP50Ms,
    budgetP95Ms: FIREBASE_BUDGETS.liveEditP95Ms,
    method:
      "visitor on the boat page; the edit written to boats/{id} as the admin device's push writes it; shown when the new model is in the page's h1",
  };
  result.pass =
    result.timeouts === 0 &&
    result.p50Ms <= FIREBASE_BUDGETS.liveEditP50Ms &&
    result.p95Ms <= FIREBASE_BUDGETS.liveEditP95Ms;
  log(
    `firebase mode: live edit → other device: p50 ${round(result.p50Ms)} ms, p95 ${round(result.p95Ms)} ms (${result.timeouts} timeouts)`,
  );
  return result;
}

/**
 * The demo business has fewer boats than the edits to queue: copies of one of them (new ids, written to `boats` as
 * an admin's push writes them, so the functions project them too) make up the difference.
 */
async function topUpBoats(firestore, FieldValue, count) {
  const live = (await firestore.collection('boats').where('_deleted', '==', false).get()).docs;
  const template = live[0].data();
  for (let i = live.length; i < count; i++) {
    const id = `bench-queued-${String(i).padStart(3, '0')}`;
    await firestore
      .collection('boats')
      .doc(id)
      .set({
        ...template,
        id,
        model: `${template.model} Q${i}`,
        updatedAt: new Date().toISOString(),
        serverTimestamp: FieldValue.serverTimestamp(),
        _deleted: false,
      });
  }
}

/**
 * An admin's phone edits 50 listings while offline (the app's replica, the bench seed page signed in as the demo
 * admin), then comes back online: from reconnecting to the last of the 50 edits being in Firestore.
 */
async function benchQueueDrain(browser, base, firestore, log) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/__bench/bench-seed.html`);
  await page.waitForFunction(() => document.body.dataset.benchReady === 'true');
  const opened = await page.evaluate(
    ([email, password]) => window.__bench.openAdminReplica(email, password),
    [DEMO_ADMIN.email, DEMO_ADMIN.password],
  );
  await context.setOffline(true);
  const tag = `q${Date.now().toString(36)}`;
  const ids = await page.evaluate(([n, t]) => window.__bench.queueModelEdits(n, t), [QUEUED_EDITS, tag]);
  const refs = ids.map((id) => firestore.collection('boats').doc(id));
  const landed = async () =>
    (await firestore.getAll(...refs)).filter((s) => String(s.get('model')).endsWith(`~${tag}`)).length;
  if ((await landed()) !== 0) throw new Error('edits reached Firestore while the device was offline');
  const online = Date.now();
  await context.setOffline(false);
  // Polled every 50 ms: the poll interval bounds the measure's precision.
  await waitFor(async () => (await landed()) === ids.length, `${ids.length} queued edits in Firestore`, 60_000, 50);
  const drainMs = Date.now() - online;
  await context.close();
  const result = { edits: ids.length, replicaBoats: opened.boats, drainMs, budgetMs: FIREBASE_BUDGETS.queueDrainMs };
  result.pass = drainMs <= FIREBASE_BUDGETS.queueDrainMs;
  log(`firebase mode: ${ids.length} offline edits drained in ${drainMs} ms`);
  return result;
}

/**
 * A fresh device's first pull of 5,000 public boats: the listings are written straight into the `listings`
 * projection (as the functions leave it), with the triggers off, then a new
 * context opens /boats: from navigation start until the replica's first pull has completed (`hy.publicPulled`) and
 * the page counts every boat. Not the count alone: the rendered page's first screen says it from its HTML.
 */
async function benchFirstPull(browser, base, firestore, FieldValue, log) {
  const existing = (await firestore.collection('listings').where('_deleted', '==', false).count().get()).data().count;
  const template = (
    await firestore.collection('listings').where('status', '==', 'active').limit(1).get()
  ).docs[0].data();
  const t0 = Date.now();
  // A bulk import, as a migration script writes one: the functions' triggers stay asleep (each write would otherwise
  // run onListingWritten's search-alert matching, 5,000 times, which only times the Functions emulator).
  await withTriggersDisabled(HUB_ORIGIN, async () => {
    // Batches of 500 one after another: the emulator answers each in about 2.5 s here, where a BulkWriter's many
    // parallel small batches outran it (DEADLINE_EXCEEDED after 60 s).
    for (let start = 0; start < FLEET; start += 500) {
      const batch = firestore.batch();
      for (let i = start; i < Math.min(start + 500, FLEET); i++) {
        const id = `bench-${String(i + 1).padStart(5, '0')}`;
        batch.set(firestore.collection('listings').doc(id), {
          ...template,
          id,
          model: `${template.model} B${i}`,
          price: 30_000 + i * 1000,
          serverTimestamp: FieldValue.serverTimestamp(),
          _deleted: false,
        });
      }
      await batch.commit();
    }
  });
  log(`firebase mode: wrote ${FLEET} listings in ${Date.now() - t0} ms (triggers off)`);
  const total = existing + FLEET;
  // What the `preview` function sends a first visitor of /boats with this fleet, compressed as a CDN sends it.
  const html = await (await fetch(`${base}/boats`, { headers: { accept: 'text/html' } })).arrayBuffer();
  const renderedBoats = {
    htmlBytes: html.byteLength,
    gzipBytes: gzipSync(Buffer.from(html)).byteLength,
    budgetBytes: FIREBASE_BUDGETS.renderedBoatsGzipBytes,
  };
  renderedBoats.pass = renderedBoats.gzipBytes <= renderedBoats.budgetBytes;
  log(`firebase mode: rendered /boats with ${total} boats: ${Math.round(renderedBoats.gzipBytes / 1024)} KB gzip`);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/boats`);
  let firstPullMs;
  try {
    await page.waitForFunction(
      ([n, pulled]) =>
        localStorage.getItem(pulled) !== null &&
        document.querySelector('[data-testid="boats-count"]')?.textContent?.includes(`of ${n} boats`),
      [total, PUBLIC_PULLED_HINT_KEY],
      { timeout: 120_000, polling: 100 },
    );
    firstPullMs = await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
  const result = {
    boats: total,
    firstPullMs,
    renderedBoats,
    budgetMs: FIREBASE_BUDGETS.firstPull5000Ms,
    method: 'navigation start → the first pull has completed (hy.publicPulled) and the count line shows every boat',
  };
  result.pass = firstPullMs !== null && firstPullMs <= FIREBASE_BUDGETS.firstPull5000Ms;
  log(`firebase mode: first pull of ${total} boats: ${round(firstPullMs)} ms`);
  return result;
}
