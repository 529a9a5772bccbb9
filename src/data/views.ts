import type { VisitorDatabase } from './public/public-database';
import type { ViewedItemType } from '@harbour/domain/schemas/view-event';
import { visitorRecordId } from '@harbour/domain/schemas/visitor-record';
import { visitorId } from './visitor/settings';
import { shouldCountView } from '@harbour/domain/counters/view-window';

/**
 * Queues a view of a boat or post on the device (works offline). At most one view per visitor per item per hour;
 * returns whether a view was recorded. The counter itself is bumped by whoever delivers the queue.
 */
export async function recordView(
  db: VisitorDatabase,
  itemType: ViewedItemType,
  itemId: string,
  now = new Date(),
): Promise<boolean> {
  const visitor = await visitorId(db);
  const previous = await db.visitorRecords
    .find({ selector: { kind: 'view', 'view.itemType': itemType, 'view.itemId': itemId, 'view.visitorId': visitor } })
    .exec();
  if (
    !shouldCountView(
      previous.map((p) => p.view!.createdAt),
      now,
    )
  )
    return false;
  const id = crypto.randomUUID();
  await db.visitorRecords.insert({
    id: visitorRecordId('view', id),
    kind: 'view',
    deliveredAt: null,
    view: { id, itemType, itemId, visitorId: visitor, createdAt: now.toISOString() },
  });
  return true;
}

/** recordView on this device's public database (a page's view; failures are the caller's to log). */
export async function recordViewOnThisDevice(itemType: ViewedItemType, itemId: string): Promise<boolean> {
  const { loadVisitorDatabase } = await import('./public/load-public-database');
  return recordView(await loadVisitorDatabase(), itemType, itemId);
}
