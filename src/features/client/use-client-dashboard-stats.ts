/** The client dashboard's four counts (spec: Dashboard stats (client)). */
export interface ClientDashboardStats {
  totalSubmissions: number;
  pendingReviews: number;
  activeListings: number;
  totalInquiries: number;
}

export const EMPTY_CLIENT_STATS: ClientDashboardStats = { totalSubmissions: 0, pendingReviews: 0, activeListings: 0, totalInquiries: 0 };

/**
 * PORTAL DATA COMES NEXT: this returns zeros until the per-user RxDB database and its replication
 * land (submissions by user, pending ones, active boats created by the user, inquiries on them).
 * Keep the signature: the dashboard only reads { stats, loading }.
 */
export function useClientDashboardStats(_uid: string): { stats: ClientDashboardStats; loading: boolean } {
  return { stats: EMPTY_CLIENT_STATS, loading: false };
}
