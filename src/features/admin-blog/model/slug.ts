// The blog's slugs and new listings' addresses (data/boats/listing-id.ts) are made the same way: '@/lib/slugify'.
import { slugify } from '@harbour/domain/slugify';

/** A slug as stored and used in /blogs/{slug}: lowercase letters and digits in hyphen-separated groups. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

/** The slug a save uses: what the admin typed (trimmed), or the title's slug when left empty. */
export function effectiveSlug(typed: string, title: string): string {
  const own = (typed ?? '').trim();
  return own ? own : slugify(title);
}

export const SLUG_TAKEN_MESSAGE = 'This slug is already used by another post. Please choose a different slug.';

/** Slugs are unique: the post (if any) other than `exceptId` that already uses `slug`. */
export function slugOwner<P extends { id: string; slug: string }>(
  posts: readonly P[],
  slug: string,
  exceptId: string | null,
): P | undefined {
  const wanted = slug.trim().toLowerCase();
  return posts.find((p) => p.id !== exceptId && p.slug.trim().toLowerCase() === wanted);
}
