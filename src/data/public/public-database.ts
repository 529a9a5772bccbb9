import { createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import { boatSchema, type Boat } from '@harbour/domain/schemas/boat';
import { blogPostSchema, type BlogPost } from '@harbour/domain/schemas/blog-post';
import type { VisitorRecord } from '@harbour/domain/schemas/visitor-record';
import { visitorRecordSchema } from '@harbour/domain/schemas/visitor-record-schema';
import { prepareCollections, rxSchema, type CollectionSpec } from '../migrations/collection-migrations';
import { moveVisitorCollectionsV0 } from '../migrations/visitor-collections-v0';
import type { PageSection } from './page-section';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/** What this device's visitor owns (inquiries and views to send, settings): open on every page. */
export type VisitorCollections = { visitorRecords: RxCollection<VisitorRecord> };

/** The public cache (active boats, published posts) as well: open on the public site's pages. */
export type PublicCollections = VisitorCollections & {
  boats: RxCollection<Boat>;
  blogPosts: RxCollection<BlogPost>;
};

/**
 * The public database: active boats, published posts, and what this device's visitor sent waiting for delivery.
 * Safe to share on a device; never holds portal data. A portal page opens only its visitor records (VisitorDatabase).
 */
export type PublicDatabase = RxDatabase<PublicCollections>;
/** What the visitor's actions and the outbox use: the visitor's records, whichever database holds them. */
export type VisitorDatabase = VisitorCollections;

export const PUBLIC_DATABASE_NAME = 'harbour-public';

/**
 * Boats and posts are a cache of the server's (re-read after a schema change); the visitor's records are its own.
 * The visitor's records open first: a device that still holds them in their old collections moves them then.
 */
export const PUBLIC_COLLECTIONS: { [K in keyof PublicCollections]: CollectionSpec } = {
  visitorRecords: { schema: rxSchema(visitorRecordSchema), migration: 'migrate' },
  boats: { schema: rxSchema(boatSchema), migration: 'refetch' },
  blogPosts: { schema: rxSchema(blogPostSchema), migration: 'refetch' },
};

/** Pure: the collections a page of this section opens. */
export function publicCollectionsFor(section: PageSection): (keyof PublicCollections)[] {
  return section === 'public' ? (Object.keys(PUBLIC_COLLECTIONS) as (keyof PublicCollections)[]) : ['visitorRecords'];
}

export interface OpenOptions {
  storage: RxStorage<unknown, unknown>;
  name?: string;
  multiInstance?: boolean;
}

async function open(
  { storage, name = PUBLIC_DATABASE_NAME, multiInstance = true }: OpenOptions,
  section: PageSection,
): Promise<RxDatabase> {
  const db = await createRxDatabase({
    name,
    storage,
    multiInstance,
    eventReduce: true,
    closeDuplicates: true,
  });
  const specs = Object.fromEntries(publicCollectionsFor(section).map((n) => [n, PUBLIC_COLLECTIONS[n]]));
  const collections = await prepareCollections(db, specs);
  // One collection per task: opening them all at once is one long task on a phone, while the visitor may be tapping.
  for (const [name, creator] of Object.entries(collections)) {
    await db.addCollections({ [name]: creator });
    if (name === 'visitorRecords') await moveVisitorCollectionsV0(db);
    await yieldToBrowser();
  }
  return db;
}

/** The whole public database (a public page). */
export async function openPublicDatabase(options: OpenOptions): Promise<PublicDatabase> {
  return (await open(options, 'public')) as unknown as PublicDatabase;
}

/** Only the visitor's records (a portal page, where the outbox still delivers what the visitor sent). */
export async function openVisitorDatabase(options: OpenOptions): Promise<RxDatabase<VisitorCollections>> {
  return (await open(options, 'portal')) as unknown as RxDatabase<VisitorCollections>;
}
