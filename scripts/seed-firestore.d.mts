import type { Firestore } from '../functions/node_modules/firebase-admin/lib/firestore/index';
import type { DemoData } from '../fixtures/demo-data';

type Doc = { id: string } & Record<string, unknown>;
export declare function loadFunctionsLib(): {
  projections: typeof import('../functions/src/projections');
  counters: typeof import('../functions/src/counters');
  replication: typeof import('../functions/src/replication');
};
export declare function seedDocuments(data: DemoData): Record<string, Doc[]>;
export interface RecountedCounters {
  admin: {
    pendingSubmissions: number;
    activeListings: number;
    totalViews: number;
    inquiriesByDay: Record<string, number>;
  };
  owners: Record<
    string,
    {
      totalSubmissions: number;
      pendingReviews: number;
      activeListings: number;
      totalInquiries: number;
      totalViews: number;
    }
  >;
}
export declare function recountCounters(
  stored: { boats: Doc[]; submissions: Doc[]; inquiries: Doc[]; viewCounts: Doc[] },
  counters: typeof import('../functions/src/counters'),
  now: Date,
): RecountedCounters;
export declare function seedFirestore(
  db: Firestore,
  data: DemoData,
  options?: { now?: Date; log?: (line: string) => void },
): Promise<Record<string, number>>;
export declare function withTriggersDisabled<T>(hubOrigin: string, fn: () => Promise<T>): Promise<T>;
