import type { RxJsonSchema } from 'rxdb';
import { inquirySchema, type Inquiry } from './inquiry';
import { viewEventSchema, type ViewEvent } from './view-event';

/**
 * What this device's visitor owns, in one collection of the public database (RxDB core opens 13 collections per page;
 * docs/DATA-MODEL.md 'Collection budget'). A kind per use:
 * - 'inquiry': a lead the visitor sent (the outbox delivers it);
 * - 'view': a page view queued for the view counter (the outbox delivers it);
 * - 'setting': a small fact about this device's data (the visitor id, where the device projection stands).
 * The next kinds (saved boats, saved searches) go here too.
 */
export const VISITOR_RECORD_KINDS = ['inquiry', 'view', 'setting'] as const;
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
  version: 0,
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
  },
  required: ['id', 'kind', 'deliveredAt'],
  indexes: ['kind'],
};
