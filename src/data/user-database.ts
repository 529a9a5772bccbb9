import { createRxDatabase, removeRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import { boatSchema, type Boat } from './schemas/boat';
import { boatCommercialSchema, type BoatCommercial } from './schemas/boat-commercial';
import { submissionSchema, type Submission } from './schemas/submission';
import { inquirySchema, type Inquiry } from './schemas/inquiry';
import { profileSchema, type Profile } from './schemas/profile';
import { blogPostSchema, type BlogPost } from './schemas/blog-post';
import { viewCountSchema, type ViewCount } from './schemas/view-count';
import { serverCountersSchema, type ServerCounters } from './schemas/server-counters';
import { backendMode } from './backend-config';
import { fieldMergeConflictHandler } from './portal/merge-conflict';

export type UserCollections = {
  boats: RxCollection<Boat>;
  boatCommercials: RxCollection<BoatCommercial>;
  submissions: RxCollection<Submission>;
  inquiries: RxCollection<Inquiry>;
  profiles: RxCollection<Profile>;
  blogPosts: RxCollection<BlogPost>;
  viewCounts: RxCollection<ViewCount>;
  /**
   * The server's counters (stats/admin or ownerStats/{uid}), pull-only. Opened only in Firebase mode: the
   * device backend produces no counters, and with it the device-mode session already holds RxDB core's 13
   * open collections (7 here + 6 public). In Firebase mode an admin with the public database open reaches 14:
   * RxDB core then delays opening the 14th by ~1.8 s (a 15th would fail). See docs/DATA-MODEL.md 'Counters'.
   */
  counters?: RxCollection<ServerCounters>;
};

/**
 * The signed-in user's own replica: a client's submissions, boats and the inquiries on them, its profile;
 * for an admin everything it manages. Photos not yet uploaded wait in the sync store beside it. Removed on logout so a shared phone keeps nothing of it.
 * (With the public database's 6 collections this makes 13, RxDB core's limit of open collections; Firebase
 * mode adds `counters`, see openUserDatabase.)
 */
export type UserDatabase = RxDatabase<UserCollections>;

/** RxDB names are lowercase [a-z0-9_$-]; Firebase uids are mixed case, so the uid is hex-encoded. */
export function userDatabaseName(uid: string): string {
  return `harbour-user-${Array.from(new TextEncoder().encode(uid), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface UserDatabaseOptions {
  /** Open the pull-only `counters` collection (default: in Firebase mode, where the functions fill it). */
  counters?: boolean;
}

export async function openUserDatabase(
  uid: string,
  storage: RxStorage<unknown, unknown>,
  multiInstance = true,
  { counters = backendMode() === 'firebase' }: UserDatabaseOptions = {},
): Promise<UserDatabase> {
  const db = await createRxDatabase<UserCollections>({ name: userDatabaseName(uid), storage, multiInstance, eventReduce: true, closeDuplicates: true });
  // Collections two admins may edit at once resolve a replication conflict by a field-level three-way merge
  // (portal/merge-conflict.ts; docs/ARCHITECTURE.md 'Conflicts'), in both backend modes: the replication reads the
  // collection's handler. Others keep RxDB's default (the server wins).
  const merged = { conflictHandler: fieldMergeConflictHandler };
  await db.addCollections({
    boats: { schema: boatSchema, ...merged },
    boatCommercials: { schema: boatCommercialSchema, ...merged },
    submissions: { schema: submissionSchema },
    inquiries: { schema: inquirySchema },
    profiles: { schema: profileSchema },
    blogPosts: { schema: blogPostSchema, ...merged },
    viewCounts: { schema: viewCountSchema },
    ...(counters ? { counters: { schema: serverCountersSchema } } : {}),
  });
  return db;
}

/** Deletes the user's replica (all collections and replication state) from this device. */
export async function removeUserDatabase(uid: string, storage: RxStorage<unknown, unknown>): Promise<void> {
  await removeRxDatabase(userDatabaseName(uid), storage);
}
