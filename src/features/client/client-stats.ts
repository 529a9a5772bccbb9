import type { Boat } from '@harbour/domain/schemas/boat';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';
import type { Submission } from '@harbour/domain/schemas/submission';
import type { ServerCounters } from '@harbour/domain/schemas/server-counters';
import { counterField } from '@/data/portal/dashboard-counters';
import { ON_MARKET_STATUSES } from '@harbour/domain/boats/listing-visibility';

/** The client dashboard's four counts (spec: Dashboard stats (client)). */
export interface ClientDashboardStats {
  totalSubmissions: number;
  pendingReviews: number;
  activeListings: number;
  totalInquiries: number;
}

export const EMPTY_CLIENT_STATS: ClientDashboardStats = {
  totalSubmissions: 0,
  pendingReviews: 0,
  activeListings: 0,
  totalInquiries: 0,
};

export interface ClientReplica {
  submissions: ReadonlyArray<Pick<Submission, 'userId' | 'status'>>;
  boats: ReadonlyArray<Pick<Boat, 'id' | 'createdBy' | 'status'>>;
  inquiries: ReadonlyArray<Pick<Inquiry, 'boatId'>>;
}

/**
 * Pure: the counts over the user's replica (spec section 7, Client dashboard): own submissions; own
 * submissions with status 'pending'; own boats on the market (active or under offer); inquiries on own boats (any status).
 * Everything is filtered by the uid, so an admin's replica (which holds everyone's data) counts only its own.
 */
export function clientDashboardStats(uid: string, replica: ClientReplica): ClientDashboardStats {
  const own = replica.submissions.filter((s) => s.userId === uid);
  const ownBoats = replica.boats.filter((b) => b.createdBy === uid);
  const ownBoatIds = new Set(ownBoats.map((b) => b.id));
  return {
    totalSubmissions: own.length,
    pendingReviews: own.filter((s) => s.status === 'pending').length,
    activeListings: ownBoats.filter((b) => ON_MARKET_STATUSES.includes(b.status)).length,
    totalInquiries: replica.inquiries.filter((i) => i.boatId !== null && ownBoatIds.has(i.boatId)).length,
  };
}

/** The replica collections the four counts read (their first pull decides local vs server, docs/DATA-MODEL.md 'Counters'). */
export const CLIENT_COUNTED = ['submissions', 'boats', 'inquiries'] as const;

export const CLIENT_STAT_KEYS: ReadonlyArray<keyof ClientDashboardStats> = [
  'totalSubmissions',
  'pendingReviews',
  'activeListings',
  'totalInquiries',
];

/** Pure: the four counts as the server counts them (ownerStats/{uid}); null without that document. */
export function serverClientStats(ownerStats: ServerCounters | null): ClientDashboardStats | null {
  if (!ownerStats) return null;
  return {
    totalSubmissions: counterField(ownerStats, 'totalSubmissions'),
    pendingReviews: counterField(ownerStats, 'pendingReviews'),
    activeListings: counterField(ownerStats, 'activeListings'),
    totalInquiries: counterField(ownerStats, 'totalInquiries'),
  };
}
