import type { DocumentSchema } from './json-schema';
import { inquirySchema } from './inquiry';
import { CHARTER_REPLY_ALTERNATIVES_MAX, CHARTER_REPLY_STATUSES, PUBLIC_SLOT_STATES } from '../charter/charter-choices';
import { viewEventSchema } from './view-event';
import {
  MAX_CHARTER_MONTH_SLOTS,
  MAX_SEARCH_NAME,
  MAX_SEEN_BOATS,
  SEEN_STATES,
  VISITOR_RECORD_KINDS,
  type VisitorRecord,
} from './visitor-record';

// Apart from visitor-record.ts: every page uses the records' ids and types, only the database (loaded later) this
// schema and the inquiry and view schemas nested in it (the pages' JS budgets, src/lib/budgets.ts).

/** The held document's own schema, nested: an inquiry here is the same shape as the one the backend keeps. */
const nested = <T>(schema: DocumentSchema<T>) => ({
  type: 'object' as const,
  properties: schema.properties,
  required: schema.required as string[],
});

export const visitorRecordSchema: DocumentSchema<VisitorRecord> = {
  title: 'visitor record',
  // 1: the shortlist and recently viewed ('savedBoat', 'viewedBoat', `boat`); older records are unchanged.
  // 2: saved searches ('savedSearch', `search`); older records are unchanged.
  // 3: a lead in the outbox may be a charter request (inquiryType 'charter', #33); the charter calendar's months
  //    ('charterMonth') and the backend's answers to this device's requests ('charterReply'); older records are
  //    unchanged.
  version: 3,
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
    charterMonth: {
      type: 'object',
      properties: {
        month: { type: 'string', maxLength: 7 },
        asOf: { type: 'string', maxLength: 40 },
        slots: {
          type: 'array',
          maxItems: MAX_CHARTER_MONTH_SLOTS,
          items: {
            type: 'object',
            properties: {
              id: { type: 'string', maxLength: 13 },
              state: { type: 'string', enum: [...PUBLIC_SLOT_STATES] },
              heldUntil: { type: ['string', 'null'], maxLength: 40 },
            },
            required: ['id', 'state', 'heldUntil'],
          },
        },
      },
      required: ['month', 'asOf', 'slots'],
    },
    charterReply: {
      type: 'object',
      properties: {
        id: { type: 'string', maxLength: 64 },
        status: { type: 'string', enum: [...CHARTER_REPLY_STATUSES] },
        heldUntil: { type: ['string', 'null'], maxLength: 40 },
        alternatives: {
          type: 'array',
          maxItems: CHARTER_REPLY_ALTERNATIVES_MAX,
          items: {
            type: 'object',
            properties: {
              choice: { type: 'string', maxLength: 10 },
              day: { type: 'string', maxLength: 10 },
              lastDay: { type: 'string', maxLength: 10 },
            },
            required: ['choice', 'day'],
          },
        },
        message: { type: ['string', 'null'], maxLength: 300 },
        updatedAt: { type: 'string', maxLength: 40 },
      },
      required: ['id', 'status', 'heldUntil', 'alternatives', 'message', 'updatedAt'],
    },
    search: {
      type: 'object',
      properties: {
        id: { type: 'string', maxLength: 64 },
        name: { type: 'string', maxLength: MAX_SEARCH_NAME },
        params: { type: 'string', maxLength: 1000 },
        createdAt: { type: 'string', maxLength: 40 },
        lastOpenedAt: { type: 'string', maxLength: 40 },
        seen: {
          type: 'array',
          maxItems: MAX_SEEN_BOATS,
          items: {
            type: 'object',
            properties: {
              id: { type: 'string', maxLength: 128 },
              price: { type: ['number', 'null'], minimum: 0 },
              state: { type: 'string', enum: [...SEEN_STATES] },
            },
            required: ['id', 'price', 'state'],
          },
        },
        seenCut: { type: 'boolean' },
      },
      required: ['id', 'name', 'params', 'createdAt', 'lastOpenedAt', 'seen', 'seenCut'],
    },
  },
  required: ['id', 'kind', 'deliveredAt'],
  indexes: ['kind'],
};
