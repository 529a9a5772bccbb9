import { fetchPublicData } from '@/data/public/first-visit-snapshot';
import { featuredBoats } from './featured-boats';
import { provideFeaturedBoats } from './featured-boats-store';

/**
 * Loaded after hydration, only when the page came without its featured listings: the public data in one response,
 * never the database (fetchPublicData). A failure leaves the section out.
 */
export async function loadFeaturedBoats(): Promise<void> {
  provideFeaturedBoats(featuredBoats((await fetchPublicData()).boats));
}
