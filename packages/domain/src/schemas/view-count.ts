import type { DocumentSchema } from './json-schema';
import type { ViewedItemType } from './view-event';
import { utcDay } from '../time-units';

/**
 * How often a boat or post was viewed: written only by the backend (the trackView function, or the
 * functions), never by a client. Kept apart from the boat/post document so
 * counting views never collides with an admin editing that document.
 */
export interface ViewCount {
  /** '{itemType}:{itemId}' */
  id: string;
  itemType: ViewedItemType;
  itemId: string;
  /** createdBy of the boat (so its owner can read the count); null for posts. */
  ownerId: string | null;
  total: number;
  /** Views per UTC day, 'yyyy-mm-dd' → count. */
  daily: Record<string, number>;
  updatedAt: string;
}

export const viewCountSchema: DocumentSchema<ViewCount> = {
  title: 'view count',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 140 },
    itemType: { type: 'string', enum: ['boat', 'post'] },
    itemId: { type: 'string', maxLength: 64 },
    ownerId: { type: ['string', 'null'], maxLength: 128 },
    total: { type: 'integer', minimum: 0 },
    daily: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
    updatedAt: { type: 'string', maxLength: 40 },
  },
  required: ['id', 'itemType', 'itemId', 'ownerId', 'total', 'daily', 'updatedAt'],
};

export function viewCountId(itemType: ViewedItemType, itemId: string): string {
  return `${itemType}:${itemId}`;
}

/**
 * Pure: the views a post shows: its baseline `viewCount` (views it came with, e.g. from the old site; never changed
 * by counting) plus the views counted since in its 'post:{id}' counter. The Cloud Functions' `publishedPosts`
 * projection uses the same sum (functions/src/projections.ts).
 */
export function postViews(
  post: { id: string; viewCount: number },
  counts: ReadonlyMap<string, Pick<ViewCount, 'total'>>,
): number {
  return post.viewCount + (counts.get(viewCountId('post', post.id))?.total ?? 0);
}

/** Pure: the counter after one more view at `at`. */
export function addView(count: ViewCount, at: Date): ViewCount {
  const day = utcDay(at);
  return {
    ...count,
    total: count.total + 1,
    daily: { ...count.daily, [day]: (count.daily[day] ?? 0) + 1 },
    updatedAt: at.toISOString(),
  };
}
