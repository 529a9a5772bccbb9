import type { DocumentSchema } from './json-schema';

export type ViewedItemType = 'boat' | 'post';

/** One page view, queued on the device and handed to the view counter (a Cloud Function when a backend exists). */
export interface ViewEvent {
  id: string;
  itemType: ViewedItemType;
  itemId: string;
  visitorId: string;
  createdAt: string;
}

export const viewEventSchema: DocumentSchema<ViewEvent> = {
  title: 'view event',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    itemType: { type: 'string', enum: ['boat', 'post'] },
    itemId: { type: 'string', maxLength: 64 },
    visitorId: { type: 'string', maxLength: 64 },
    createdAt: { type: 'string', maxLength: 40 },
  },
  required: ['id', 'itemType', 'itemId', 'visitorId', 'createdAt'],
};
