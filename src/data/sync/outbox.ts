/** What a visitor's device sends (the public database's outbox collections) and how delivery is recorded. */
export const OUTBOX_COLLECTIONS = ['inquiries', 'viewEvents'] as const;
export type OutboxCollection = (typeof OUTBOX_COLLECTIONS)[number];

export function deliveryId(collection: OutboxCollection, documentId: string): string {
  return `${collection}:${documentId}`;
}
