import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedDocuments, withTriggersDisabled } from './seed-firestore.mjs';
import { buildDemoData } from '../fixtures/demo-data';

// The seed itself runs against the Firestore stand-in: tests/emulator/seed-firestore.test.ts (npm run test:emulator).

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in for the emulator hub's trigger switch that records the calls it gets. */
async function fakeHub(status = 200): Promise<{ origin: string; calls: string[] }> {
  const calls: string[] = [];
  server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    res.statusCode = status;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, calls };
}

describe('withTriggersDisabled', () => {
  it('turns the background triggers off around the work, then on again', async () => {
    const hub = await fakeHub();
    const seen: string[] = [];
    const result = await withTriggersDisabled(hub.origin, async () => {
      seen.push(...hub.calls);
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual(['PUT /functions/disableBackgroundTriggers']);
    expect(hub.calls).toEqual(['PUT /functions/disableBackgroundTriggers', 'PUT /functions/enableBackgroundTriggers']);
  });

  it('turns them on again when the work fails', async () => {
    const hub = await fakeHub();
    await expect(
      withTriggersDisabled(hub.origin, async () => {
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    expect(hub.calls.at(-1)).toBe('PUT /functions/enableBackgroundTriggers');
  });

  it('does not run the work when the hub refuses (no Functions emulator)', async () => {
    const hub = await fakeHub(400);
    let ran = false;
    await expect(
      withTriggersDisabled(hub.origin, async () => {
        ran = true;
      }),
    ).rejects.toThrow(/disable background triggers failed \(400/);
    expect(ran).toBe(false);
  });
});

describe('seedDocuments', () => {
  const data = buildDemoData();
  const docs = seedDocuments(data);

  it('maps the demo data to the Firestore collections', () => {
    expect(Object.keys(docs).sort()).toEqual([
      'blogPosts',
      'boatCommercials',
      'boats',
      'inquiries',
      'profiles',
      'siteSettings',
      'submissions',
      'viewCounts',
    ]);
    expect(docs.inquiries).toBe(data.leads);
    // The public site starts with days on market for admins and owners only, and exchange rates set.
    expect(docs.siteSettings).toEqual([
      {
        id: 'public',
        showDaysOnMarket: false,
        exchangeRates: { EUR: expect.any(Number), GBP: expect.any(Number), CAD: expect.any(Number) },
        exchangeRatesSetAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(docs.boatCommercials!.map((c) => c.id)).toEqual(data.boats.map((b) => b.id));
  });

  it('seeds the demo view counters, which are boat counters only (a post shows its baseline plus views counted later)', () => {
    expect(docs.viewCounts).toEqual(data.viewCounts);
    expect(docs.viewCounts!.length).toBeGreaterThan(0);
    expect(docs.viewCounts!.every((c) => c.itemType === 'boat')).toBe(true);
  });
});
