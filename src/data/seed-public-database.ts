import type { PublicDatabase } from './public-database';
import { SEED_VERSION, seedBlogPosts, seedBoats } from './seed';

const SEED_KEY = 'seedVersion';

/**
 * Device-only mode: the bundled demo data stands in for the backend. Inserts the public part of the seed
 * (active boats, published posts) once per seed version; documents already on the device are left alone,
 * so nothing an admin changed here is overwritten.
 */
export async function seedPublicDatabase(db: PublicDatabase): Promise<boolean> {
  const marker = await db.meta.findOne(SEED_KEY).exec();
  if (marker && Number(marker.value) >= SEED_VERSION) return false;
  await db.boats.bulkInsert(seedBoats.filter((b) => b.status === 'active'));
  await db.blogPosts.bulkInsert(seedBlogPosts.filter((p) => p.status === 'published'));
  await db.meta.upsert({ id: SEED_KEY, value: String(SEED_VERSION) });
  return true;
}
