import type { RxJsonSchema } from 'rxdb';
import { inquirySchema, type Inquiry } from './inquiry';
import { viewEventSchema, type ViewEvent } from './view-event';

/**
 * What this device's visitor owns, in one collection of the public database (RxDB core opens 13 collections per page;
 * docs/DATA-MODEL.md 'Collection budget'). A kind per use:
 * - 'inquiry': a lead the visitor sent (the outbox delivers it);
 * - 'view': a page view queued for the view counter (the outbox delivers it);
 * - 'setting': a small fact about this device's data (the visitor id, where the device projection stands);
 * - 'savedBoat': a boat on the visitor's shortlist (version 1), with what it looked like when saved;
 * - 'viewedBoat': a boat page the visitor opened (recently viewed, version 1), kept on this device only.
 */
export const VISITOR_RECORD_KINDS = ['inquiry', 'view', 'setting', 'savedBoat', 'viewedBoat'] as const;
export type VisitorRecordKind = (typeof VISITOR_RECORD_KINDS)[number];

export interface VisitorRecord {
  /** '{kind}:{id of what it holds}' (visitorRecordId). */
  id: string;
  kind: VisitorRecordKind;
  /** Outbox kinds: when the backend acknowledged it; null while it is still to be sent. Kept on the device only. */
  deliveredAt: string | null;
  /** Outbox kinds: why the backend refused it (not sent, not retried; the visitor is told). */
  refusal?: string | null;
  inquiry?: Inquiry;
  view?: ViewEvent;
  /** A setting's value. */
  value?: string;
  /** 'savedBoat', 'viewedBoat': the boat as it was then, so the shortlist still names a boat that left the market. */
  boat?: BoatSnapshot;
}

/** What the shortlist and recently viewed keep of a boat: enough to show it when the public copy is gone. */
export interface BoatSnapshot {
  boatId: string;
  /** When it was saved, or last viewed. */
  at: string;
  title: string;
  /** Whole US dollars; 0 with priceOnRequest. */
  price: number;
  priceOnRequest: boolean;
  /** Feet. */
  length: number;
  /** The primary photo's URL as stored on the boat, or null. */
  imageUrl: string | null;
}

export function visitorRecordId(kind: VisitorRecordKind, id: string): string {
  return `${kind}:${id}`;
}

/** The held document's own schema, nested: an inquiry here is the same shape as the one the backend keeps. */
const nested = <T>(schema: RxJsonSchema<T>) => ({
  type: 'object' as const,
  properties: schema.properties,
  required: schema.required as string[],
});

export const visitorRecordSchema: RxJsonSchema<VisitorRecord> = {
  title: 'visitor record',
  // 1: the shortlist and recently viewed ('savedBoat', 'viewedBoat', `boat`); older records are unchanged.
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 140 },
    kind: { type: 'string', enum: [...VISITOR_RECORD_KINDS], maxLength: 20 },
    deliveredAt: { type: ['string', 'null'], maxLength: 40 },
    refusal: { type: ['string', 'null'], maxLength: 300 },
    inquiry: nested(inquirySchema),
    view: nested(viewEventSchema),
    value: { type: 'string', maxLength: 2000 },
    boat: {
      type: 'object',
      properties: {
        boatId: { type: 'string', maxLength: 128 },
        at: { type: 'string', maxLength: 40 },
        title: { type: 'string', maxLength: 400 },
        price: { type: 'number', minimum: 0 },
        priceOnRequest: { type: 'boolean' },
        length: { type: 'number', minimum: 0 },
        imageUrl: { type: ['string', 'null'], maxLength: 2048 },
      },
      required: ['boatId', 'at', 'title', 'price', 'priceOnRequest', 'length', 'imageUrl'],
    },
  },
  required: ['id', 'kind', 'deliveredAt'],
  indexes: ['kind'],
};
