import type { RxJsonSchema } from 'rxdb';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { fieldMergeConflictHandlerWith, type FieldMergers } from '../portal/merge-conflict';
import type { CollectionSpec } from '../migrations/collection-migrations';
import type { Role } from '../caller';
import type { PageSection } from '../public/page-section';
import { boatSchema, type Boat } from '@harbour/domain/schemas/boat';
import { boatCommercialSchema, type BoatCommercial } from '@harbour/domain/schemas/boat-commercial';
import { submissionSchema, type Submission } from '@harbour/domain/schemas/submission';
import { leadSchema, type Lead } from '@harbour/domain/schemas/lead';
import { mergeActivity, type LeadActivity } from '@harbour/domain/leads/lead-activity';
import { profileSchema, type Profile } from '@harbour/domain/schemas/profile';
import { blogPostSchema, type BlogPost } from '@harbour/domain/schemas/blog-post';
import { viewCountSchema, type ViewCount } from '@harbour/domain/schemas/view-count';
import { siteSettingsSchema, type SiteSettings } from '@harbour/domain/schemas/site-settings';
import { savedBoatSchema, type SavedBoat } from '@harbour/domain/schemas/saved-boat';
import { ADMIN_COUNTERS_ID, serverCountersSchema, type ServerCounters } from '@harbour/domain/schemas/server-counters';

/**
 * The one list of the collections a signed-in user's replica holds. Everything else derives from it: the RxDB
 * collections (user-database.ts), the replication plan (sync/replication-plan.ts), the conflict handler and the
 * pending-changes labels (portal/use-pending-changes.ts). firestore.rules is checked against it by the rules suites.
 */

/** Which documents of the remote collection a role pulls: all, or those whose `field` equals the caller's uid or a fixed value ('__id__' = the document id). */
export type PullScope = 'all' | { field: string; equals: 'caller' | string };

export interface RoleAccess {
  /** The Firestore collection this role replicates with. */
  remote: string;
  pull: PullScope;
  /** Whether this role's changes are sent; otherwise the collection is pull-only for it. */
  push: boolean;
}

export interface PortalCollection<T> {
  schema: RxJsonSchema<T>;
  /**
   * 'field-merge': two admins may edit one document at once; a replication conflict is resolved field by field
   * (portal/merge-conflict.ts, docs/ARCHITECTURE.md 'Conflicts'). 'server-wins': RxDB's default.
   */
  conflict: 'field-merge' | 'server-wins';
  /** 'field-merge' only: fields both sides may add to, merged instead of won by the later side. */
  mergers?: FieldMergers;
  /** Filled only by the Cloud Functions, pulled only (tests that need no counters leave it out). */
  functionsOnly?: true;
  /** Per role; a role without an entry neither pulls nor pushes the collection. */
  access: Partial<Record<Role, RoleAccess>>;
  /** How one of its documents reads in the list of changes not yet synced. */
  label(doc: T): string;
}

const define = <T>(spec: PortalCollection<T>) => spec;
const own = (field: string): PullScope => ({ field, equals: 'caller' });
const both = (remote: string, client: Omit<RoleAccess, 'remote'>) => ({
  admin: { remote, pull: 'all' as const, push: true },
  client: { remote, ...client },
});

export const PORTAL_COLLECTIONS = {
  boats: define<Boat>({
    schema: boatSchema,
    conflict: 'field-merge',
    access: both('boats', { pull: own('createdBy'), push: false }),
    label: (d) => `Listing: ${boatTitle(d)}`,
  }),
  boatCommercials: define<BoatCommercial>({
    schema: boatCommercialSchema,
    conflict: 'field-merge',
    access: { admin: { remote: 'boatCommercials', pull: 'all', push: true } },
    label: (d) => `Commission for listing ${d.id.slice(0, 8)}`,
  }),
  submissions: define<Submission>({
    schema: submissionSchema,
    conflict: 'server-wins',
    access: both('submissions', { pull: own('userId'), push: true }),
    label: (d) => `Submission: ${boatTitle(d.submissionData)}`,
  }),
  inquiries: define<Lead>({
    schema: leadSchema,
    // Two brokers may work one lead at once, offline too: their notes, replies and tasks all stay (mergeActivity).
    conflict: 'field-merge',
    mergers: { activity: (a, b) => mergeActivity(a as LeadActivity[], b as LeadActivity[]) },
    // An owner pulls its copy of the leads on its boats, without the visitor's contact fields (finding 7).
    access: {
      admin: { remote: 'inquiries', pull: 'all', push: true },
      client: { remote: 'ownerLeads', pull: own('boatOwnerId'), push: false },
    },
    label: (d) => `Lead: ${d.name ?? ''} (${d.status ?? ''})`,
  }),
  profiles: define<Profile>({
    schema: profileSchema,
    conflict: 'server-wins',
    access: both('profiles', { pull: own('__id__'), push: true }),
    label: () => 'Your profile',
  }),
  blogPosts: define<BlogPost>({
    schema: blogPostSchema,
    conflict: 'field-merge',
    access: { admin: { remote: 'blogPosts', pull: 'all', push: true } },
    label: (d) => `Post: ${d.title ?? ''}`,
  }),
  // How the public site presents the listings (siteSettings/public). Visitors read it outside the replica: the public
  // database keeps its copy (site/public-site-settings.ts), so this opens for admins only.
  siteSettings: define<SiteSettings>({
    schema: siteSettingsSchema,
    conflict: 'field-merge',
    access: { admin: { remote: 'siteSettings', pull: 'all', push: true } },
    label: () => 'Site settings',
  }),
  // A signed-in user's shortlist (the device's saved boats merge into it: saved/account-shortlist.ts). Everyone's own,
  // admins included: a broker's shortlist is theirs, not the team's.
  savedBoats: define<SavedBoat>({
    schema: savedBoatSchema,
    conflict: 'server-wins',
    access: {
      admin: { remote: 'savedBoats', pull: own('userId'), push: true },
      client: { remote: 'savedBoats', pull: own('userId'), push: true },
    },
    label: (d) => `Saved boat: ${d.boat.title}`,
  }),
  viewCounts: define<ViewCount>({
    schema: viewCountSchema,
    conflict: 'server-wins',
    access: {
      admin: { remote: 'viewCounts', pull: 'all', push: false },
      client: { remote: 'viewCounts', pull: own('ownerId'), push: false },
    },
    label: (d) => `View count ${d.id}`,
  }),
  // The dashboards' counters (functions/src/counters.ts): one document per role, pulled only.
  counters: define<ServerCounters>({
    schema: serverCountersSchema,
    conflict: 'server-wins',
    functionsOnly: true,
    access: {
      admin: { remote: 'stats', pull: { field: '__id__', equals: ADMIN_COUNTERS_ID }, push: false },
      client: { remote: 'ownerStats', pull: own('__id__'), push: false },
    },
    label: (d) => `Counters ${d.id}`,
  }),
} as const;

export type PortalCollectionName = keyof typeof PORTAL_COLLECTIONS;
/** The collections every replica opens (all but the functions-only ones). */
export type CoreCollectionName = {
  [K in PortalCollectionName]: (typeof PORTAL_COLLECTIONS)[K] extends { functionsOnly: true } ? never : K;
}[PortalCollectionName];
export type PortalDoc<K extends PortalCollectionName> =
  (typeof PORTAL_COLLECTIONS)[K] extends PortalCollection<infer T> ? T : never;

export const PORTAL_COLLECTION_NAMES = Object.keys(PORTAL_COLLECTIONS) as PortalCollectionName[];
export const CORE_COLLECTIONS = PORTAL_COLLECTION_NAMES.filter(
  (n): n is CoreCollectionName => !('functionsOnly' in PORTAL_COLLECTIONS[n]),
);

function spec(name: PortalCollectionName): PortalCollection<unknown> {
  return PORTAL_COLLECTIONS[name] as unknown as PortalCollection<unknown>;
}

/** Pure: what this role does with a collection (undefined: nothing, it is not replicated for it). */
export function accessOf(role: Role, name: PortalCollectionName): RoleAccess | undefined {
  return spec(name).access[role];
}

/** Pure: the collections whose changes this role sends. */
export function pushedBy(role: Role): PortalCollectionName[] {
  return PORTAL_COLLECTION_NAMES.filter((n) => accessOf(role, n)?.push);
}

/** Pure: how a pending change of this collection reads in the sync status list. */
export function pendingLabel(name: string, doc: { id: string } & Record<string, unknown>): string {
  const known = (PORTAL_COLLECTIONS as Record<string, PortalCollection<unknown>>)[name];
  return known ? known.label(doc) : `${name} ${doc.id}`;
}

/**
 * The collections of the replica (for prepareCollections), each with its conflict handler: the replication reads the
 * collection's, so the documented field-level merge holds for every change it pushes.
 */
export function rxCollectionsOf(names: readonly PortalCollectionName[]): Record<string, CollectionSpec> {
  return Object.fromEntries(
    names.map((n) => {
      const { schema, conflict, mergers } = spec(n);
      // The replica is the user's own data and changes not yet synced: always migrated, never dropped.
      const base: CollectionSpec = { schema: schema as RxJsonSchema<unknown>, migration: 'migrate' };
      return [
        n,
        conflict === 'field-merge' ? { ...base, conflictHandler: fieldMergeConflictHandlerWith(mergers) } : base,
      ];
    }),
  );
}

/**
 * Pure: the collections a replica opens: those the role replicates (every one without a role: tests acting as
 * several roles), the functions-only ones unless left out (tests that need no counters). A public page opens only
 * those whose changes the role sends (so they keep syncing while the user browses), within the budget beside the
 * public cache (docs/DATA-MODEL.md 'Collection budget').
 */
export function replicaCollectionsOf(
  role: Role | undefined,
  withFunctionsOnly: boolean,
  section: PageSection = 'portal',
): PortalCollectionName[] {
  return (withFunctionsOnly ? PORTAL_COLLECTION_NAMES : CORE_COLLECTIONS).filter(
    (n) => !role || (section === 'public' ? accessOf(role, n)?.push : accessOf(role, n)),
  );
}

/** The registry's collections open in a replica (a public page opens fewer, see replicaCollectionsOf). */
export function openCollections(db: { collections: object }): PortalCollectionName[] {
  return PORTAL_COLLECTION_NAMES.filter((n) => n in db.collections);
}
