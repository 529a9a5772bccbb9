import type { RxJsonSchema } from 'rxdb';

/**
 * Device-local record that an outbox document (an inquiry or a view event) has reached the backend.
 * Kept apart from the document itself so that marking delivery never pushes the document again.
 * No record = still pending.
 */
export interface Delivery {
  /** '{collection}:{document id}' */
  id: string;
  /** Which outbox collection (a field named 'collection' would clash with RxDocument.collection). */
  outbox: string;
  documentId: string;
  deliveredAt: string;
}

export const deliverySchema: RxJsonSchema<Delivery> = {
  title: 'delivery',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 140 },
    outbox: { type: 'string', maxLength: 60 },
    documentId: { type: 'string', maxLength: 64 },
    deliveredAt: { type: 'string', maxLength: 40 },
  },
  required: ['id', 'outbox', 'documentId', 'deliveredAt'],
};
