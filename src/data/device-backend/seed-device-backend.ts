import type { DeviceBackendDb, PortalCollectionName } from './backend-db';
import { seedBlogPosts, seedBoats, seedCommissionRates } from '../seed';
import { SEED_VERSION } from '../seed/seed-version';
import { demoAccounts } from '../seed/accounts';
import { seedLeads, seedSubmissions, seedViewCounts } from '../seed/portal-seed';

export const SEED_KEY = 'seedVersion';

/** Fills the device backend with the demo business once per seed version (what `npm start` seeds into a real backend). */
export async function seedDeviceBackend(db: DeviceBackendDb): Promise<boolean> {
  return db.transaction('rw', db.rows, db.meta, async () => {
    const marker = await db.meta.get(SEED_KEY);
    if (marker && Number(marker.value) >= SEED_VERSION) return false;
    let ts = Number((await db.meta.get('serverTs'))?.value ?? 0);
    const put = async (collection: PortalCollectionName, doc: { id: string }) => {
      if (await db.rows.get([collection, doc.id])) return;
      ts += 1;
      await db.rows.put({ collection, id: doc.id, doc: { ...doc }, deleted: false, serverTs: ts });
    };
    for (const boat of seedBoats) await put('boats', boat);
    for (const boat of seedBoats) await put('boatCommercials', { id: boat.id, commissionRate: seedCommissionRates[boat.id] ?? null, updatedAt: boat.updatedAt } as { id: string });
    for (const a of demoAccounts) await put('profiles', { id: a.id, fullName: a.fullName, phone: a.phone, email: a.email, createdAt: a.createdAt, updatedAt: a.createdAt } as { id: string });
    for (const s of seedSubmissions) await put('submissions', s);
    for (const l of seedLeads) await put('inquiries', l);
    for (const p of seedBlogPosts) await put('blogPosts', p);
    for (const count of seedViewCounts()) await put('viewCounts', count);
    await db.meta.put({ key: 'serverTs', value: ts });
    await db.meta.put({ key: SEED_KEY, value: SEED_VERSION });
    if (!(await db.meta.get('instanceId'))) await db.meta.put({ key: 'instanceId', value: crypto.randomUUID() });
    return true;
  });
}
