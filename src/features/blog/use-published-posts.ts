import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import { useLiveQuery } from '@/data/query/use-live-query';
import type { LiveResult } from '@/data/query/use-database-query';
import { publishedNewestFirst } from './blog-rules';
import { plainAll } from '@/data/query/plain';

/** Published posts, newest published first, live: an admin's publish or a counted view shows up without a reload. */
export function usePublishedPosts(): LiveResult<BlogPost[]> {
  return useLiveQuery(
    (db, { map }) =>
      db.blogPosts
        .find({ selector: { status: 'published' } })
        .$.pipe(map((docs) => publishedNewestFirst(plainAll(docs)))),
    [],
    (snapshot) => publishedNewestFirst(snapshot.posts),
  );
}
