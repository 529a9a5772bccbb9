import type { PublicDatabase } from './public-database';
import type { ViewedItemType } from './schemas/view-event';
import { shouldCountView } from '@/lib/views';

const VISITOR_KEY = 'visitorId';

/** A random id for this device's visitor, made once and kept in the public database. */
export async function visitorId(db: PublicDatabase): Promise<string> {
  const existing = await db.meta.findOne(VISITOR_KEY).exec();
  if (existing) return existing.value;
  const id = crypto.randomUUID();
  await db.meta.insert({ id: VISITOR_KEY, value: id }).catch(() => undefined); // another tab may have won the race
  return (await db.meta.findOne(VISITOR_KEY).exec())?.value ?? id;
}

/**
 * Queues a view of a boat or post on the device (works offline). At most one view per visitor per item per hour;
 * returns whether a view was recorded. The counter itself is bumped by whoever delivers the queue.
 */
export async function recordView(
  db: PublicDatabase,
  itemType: ViewedItemType,
  itemId: string,
  now = new Date(),
): Promise<boolean> {
  const visitor = await visitorId(db);
  const previous = await db.viewEvents.find({ selector: { itemType, itemId, visitorId: visitor } }).exec();
  if (
    !shouldCountView(
      previous.map((p) => p.createdAt),
      now,
    )
  )
    return false;
  await db.viewEvents.insert({
    id: crypto.randomUUID(),
    itemType,
    itemId,
    visitorId: visitor,
    createdAt: now.toISOString(),
  });
  return true;
}

/** recordView on this device's public database (a page's view; failures are the caller's to log). */
export async function recordViewOnThisDevice(itemType: ViewedItemType, itemId: string): Promise<boolean> {
  const { loadPublicDatabase } = await import('./load-public-database');
  return recordView(await loadPublicDatabase(), itemType, itemId);
}
