import { createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import { boatSchema, type Boat } from './schemas/boat';
import { blogPostSchema, type BlogPost } from './schemas/blog-post';
import { inquirySchema, type Inquiry } from './schemas/inquiry';
import { viewEventSchema, type ViewEvent } from './schemas/view-event';
import { deliverySchema, type Delivery } from './schemas/delivery';
import { metaSchema, type MetaEntry } from './schemas/meta';
import { prepareCollections, type CollectionSpec } from './migrations/collection-migrations';
import { yieldToBrowser } from '@/lib/yield-to-browser';

export type PublicCollections = {
  boats: RxCollection<Boat>;
  blogPosts: RxCollection<BlogPost>;
  inquiries: RxCollection<Inquiry>;
  viewEvents: RxCollection<ViewEvent>;
  deliveries: RxCollection<Delivery>;
  meta: RxCollection<MetaEntry>;
};

/**
 * The public database: active boats, published posts, and what this device's visitor sent
 * (inquiries, view events) waiting for delivery. Safe to share on a device; never holds portal data.
 */
export type PublicDatabase = RxDatabase<PublicCollections>;

export const PUBLIC_DATABASE_NAME = 'harbour-public';

/** Boats and posts are a cache of the server's (re-read after a schema change); the rest is this visitor's own. */
export const PUBLIC_COLLECTIONS: { [K in keyof PublicCollections]: CollectionSpec } = {
  boats: { schema: boatSchema as CollectionSpec['schema'], migration: 'refetch' },
  blogPosts: { schema: blogPostSchema as CollectionSpec['schema'], migration: 'refetch' },
  inquiries: { schema: inquirySchema as CollectionSpec['schema'], migration: 'migrate' },
  viewEvents: { schema: viewEventSchema as CollectionSpec['schema'], migration: 'migrate' },
  deliveries: { schema: deliverySchema as CollectionSpec['schema'], migration: 'migrate' },
  meta: { schema: metaSchema as CollectionSpec['schema'], migration: 'migrate' },
};

export interface OpenOptions {
  storage: RxStorage<unknown, unknown>;
  name?: string;
  multiInstance?: boolean;
}

export async function openPublicDatabase({
  storage,
  name = PUBLIC_DATABASE_NAME,
  multiInstance = true,
}: OpenOptions): Promise<PublicDatabase> {
  const db = await createRxDatabase<PublicCollections>({
    name,
    storage,
    multiInstance,
    eventReduce: true,
    closeDuplicates: true,
  });
  const collections = await prepareCollections(db, PUBLIC_COLLECTIONS as Record<string, CollectionSpec>);
  // One collection per task: opening them all at once is one long task on a phone, while the visitor may be tapping.
  for (const [name, creator] of Object.entries(collections)) {
    await db.addCollections({ [name]: creator });
    await yieldToBrowser();
  }
  return db;
}
