import type { DocumentSchema } from './json-schema';

/**
 * The server's counters, pulled read-only into the user's replica : stats/admin for an
 * admin (id 'admin'), ownerStats/{uid} for a client (id = uid). Written only by the Cloud Functions
 * (functions/src/counters.ts) with blind increments; a field the functions never touched is absent (= 0).
 * Every counter is optional so a pulled document is stored as the server holds it.
 */
export interface ServerCounters {
  id: string;
  // stats/admin
  pendingSubmissions?: number;
  activeListings?: number;
  totalViews?: number;
  /** Inquiries per UTC creation day, 'yyyy-mm-dd' → count (New Inquiries (7d) sums the last 7 days). */
  inquiriesByDay?: Record<string, number>;
  // ownerStats/{uid} (activeListings and totalViews as above)
  totalSubmissions?: number;
  pendingReviews?: number;
  totalInquiries?: number;
  updatedAt?: string;
}

export const ADMIN_COUNTERS_ID = 'admin';

const counter = { type: 'integer' } as const;

export const serverCountersSchema: DocumentSchema<ServerCounters> = {
  title: 'server counters',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    pendingSubmissions: counter,
    activeListings: counter,
    totalViews: counter,
    inquiriesByDay: { type: 'object', additionalProperties: { type: 'integer' } },
    totalSubmissions: counter,
    pendingReviews: counter,
    totalInquiries: counter,
    updatedAt: { type: 'string', maxLength: 40 },
  },
  required: ['id'],
};
