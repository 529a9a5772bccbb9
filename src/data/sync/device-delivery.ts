import { combineLatest, fromEvent, map, merge, of, startWith } from 'rxjs';
import type { PublicDatabase } from '../public-database';
import { logError } from '@/lib/log';

export const OUTBOX_COLLECTIONS = ['inquiries', 'viewEvents'] as const;
export type OutboxCollection = (typeof OUTBOX_COLLECTIONS)[number];

export function deliveryId(collection: OutboxCollection, documentId: string): string {
  return `${collection}:${documentId}`;
}

/**
 * Device-only mode has no server: the device's own database is where leads and view counts live
 * (the admin's Leads tab on this device reads it). What is still "pending" is what was written while
 * the browser was offline; it is delivered (and a post view is counted) as soon as the browser is online.
 * With a Firebase backend the replication layer takes this job instead.
 */
export function startDeviceDelivery(db: PublicDatabase): () => void {
  const online$ =
    typeof window === 'undefined'
      ? of(true)
      : merge(fromEvent(window, 'online'), fromEvent(window, 'offline')).pipe(
          map(() => navigator.onLine),
          startWith(navigator.onLine),
        );
  let running = Promise.resolve();
  const sub = combineLatest([online$, db.inquiries.find().$, db.viewEvents.find().$, db.deliveries.find().$]).subscribe(
    ([online]) => {
      if (!online) return;
      running = running.then(async () => void (await deliverPending(db))).catch((error: unknown) => logError('device delivery', error));
    },
  );
  return () => sub.unsubscribe();
}

export async function deliverPending(db: PublicDatabase, now: () => Date = () => new Date()): Promise<number> {
  const delivered = new Set((await db.deliveries.find().exec()).map((d) => d.id));
  let count = 0;
  for (const inquiry of await db.inquiries.find().exec()) {
    const id = deliveryId('inquiries', inquiry.id);
    if (delivered.has(id)) continue;
    await db.deliveries.insert({ id, outbox: 'inquiries', documentId: inquiry.id, deliveredAt: now().toISOString() });
    count++;
  }
  for (const view of await db.viewEvents.find().exec()) {
    const id = deliveryId('viewEvents', view.id);
    if (delivered.has(id)) continue;
    if (view.itemType === 'post') {
      const post = await db.blogPosts.findOne(view.itemId).exec();
      await post?.incrementalModify((p) => ({ ...p, viewCount: p.viewCount + 1 }));
    }
    await db.deliveries.insert({ id, outbox: 'viewEvents', documentId: view.id, deliveredAt: now().toISOString() });
    count++;
  }
  return count;
}
