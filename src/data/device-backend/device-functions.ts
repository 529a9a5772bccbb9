import { combineLatest, debounceTime, fromEvent, map, merge, of, startWith, type Subscription } from 'rxjs';
import type { PublicDatabase } from '../public-database';
import type { Boat } from '../schemas/boat';
import type { BlogPost } from '../schemas/blog-post';
import { addView, viewCountId, type ViewCount } from '../schemas/view-count';
import { deliveryId } from '../sync/outbox';
import type { DeviceBackend } from './device-backend';
import type { PortalCollectionName } from './backend-db';
import { publicProjection } from './public-projection';
import { logError } from '@/lib/log';

async function liveDocs<T>(backend: DeviceBackend, collection: PortalCollectionName): Promise<T[]> {
  const rows = await backend.db.rows.where('[collection+serverTs]').between([collection, -Infinity], [collection, Infinity]).toArray();
  return rows.filter((r) => !r.deleted).map((r) => r.doc as T);
}

/** Device-only mode's "function" that keeps the public database equal to the public projection of the backend. */
export async function syncPublicProjection(backend: DeviceBackend, publicDb: PublicDatabase): Promise<void> {
  const [boats, posts, counts] = await Promise.all([
    liveDocs<Boat>(backend, 'boats'),
    liveDocs<BlogPost>(backend, 'blogPosts'),
    liveDocs<ViewCount>(backend, 'viewCounts'),
  ]);
  const projection = publicProjection(boats, posts, new Map(counts.map((c) => [c.id, c])));
  await replaceAll(publicDb.boats, projection.boats);
  await replaceAll(publicDb.blogPosts, projection.posts);
}

async function replaceAll<T extends { id: string }>(collection: { find(): { exec(): Promise<{ id: string; toJSON(): unknown; remove(): Promise<unknown> }[]> }; bulkUpsert(docs: T[]): Promise<unknown> }, wanted: T[]) {
  const wantedIds = new Set(wanted.map((d) => d.id));
  const existing = await collection.find().exec();
  const byId = new Map(existing.map((d) => [d.id, JSON.stringify(d.toJSON())]));
  const changed = wanted.filter((d) => byId.get(d.id) !== JSON.stringify(d));
  if (changed.length) await collection.bulkUpsert(changed);
  await Promise.all(existing.filter((d) => !wantedIds.has(d.id)).map((d) => d.remove()));
}

/**
 * Device-only mode's delivery of what visitors sent: each inquiry becomes a lead in the backend (with the
 * boat's owner attached, as the real function does) and each view bumps the item's counter. Returns how
 * many outbox documents were delivered. Only called while the browser is online.
 */
export async function deliverOutbox(backend: DeviceBackend, publicDb: PublicDatabase, now: () => Date = () => new Date()): Promise<number> {
  const delivered = new Set((await publicDb.deliveries.find().exec()).map((d) => d.id));
  let count = 0;
  for (const inquiry of await publicDb.inquiries.find().exec()) {
    const id = deliveryId('inquiries', inquiry.id);
    if (delivered.has(id)) continue;
    const lead = inquiry.toMutableJSON();
    const boat = lead.boatId ? await backend.read<Boat>('boats', lead.boatId) : null;
    if (!(await backend.read('inquiries', lead.id))) await backend.serverWrite('inquiries', { ...lead, boatOwnerId: boat?.createdBy ?? null });
    await publicDb.deliveries.upsert({ id, outbox: 'inquiries', documentId: lead.id, deliveredAt: now().toISOString() });
    count++;
  }
  for (const view of await publicDb.viewEvents.find().exec()) {
    const id = deliveryId('viewEvents', view.id);
    if (delivered.has(id)) continue;
    const counterId = viewCountId(view.itemType, view.itemId);
    const boat = view.itemType === 'boat' ? await backend.read<Boat>('boats', view.itemId) : null;
    await backend.serverUpdate(
      'viewCounts',
      counterId,
      (current) => {
        const base = (current as ViewCount | null) ?? { id: counterId, itemType: view.itemType, itemId: view.itemId, ownerId: boat?.createdBy ?? null, total: 0, daily: {}, updatedAt: view.createdAt };
        return addView(base, new Date(view.createdAt)) as unknown as Record<string, unknown>;
      },
      `view:${view.id}`,
    );
    await publicDb.deliveries.upsert({ id, outbox: 'viewEvents', documentId: view.id, deliveredAt: now().toISOString() });
    count++;
  }
  return count;
}

/** Runs the device backend's functions for this page: projection on every backend change, delivery while online. */
export function startDeviceFunctions(backend: DeviceBackend, publicDb: PublicDatabase): () => void {
  const subs: Subscription[] = [];
  let queue = Promise.resolve();
  const run = (job: () => Promise<unknown>, context: string) => {
    queue = queue.then(async () => void (await job())).catch((error: unknown) => logError(context, error));
  };
  subs.push(backend.changes$.pipe(startWith(undefined), debounceTime(50)).subscribe(() => run(() => syncPublicProjection(backend, publicDb), 'public projection')));
  const online$ =
    typeof window === 'undefined'
      ? of(true)
      : merge(fromEvent(window, 'online'), fromEvent(window, 'offline')).pipe(map(() => navigator.onLine), startWith(navigator.onLine));
  subs.push(
    combineLatest([online$, publicDb.inquiries.find().$, publicDb.viewEvents.find().$]).subscribe(([online]) => {
      if (online) run(() => deliverOutbox(backend, publicDb), 'device delivery');
    }),
  );
  return () => subs.forEach((s) => s.unsubscribe());
}
