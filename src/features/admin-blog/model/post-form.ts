import * as v from 'valibot';
import { validateForm } from '@harbour/domain/forms/validation';
import { BLOG_STATUSES, type BlogPost, type BlogStatus } from '@harbour/domain/schemas/blog-post';
import { effectiveSlug, isValidSlug } from './slug';
import { parseTags } from './tags';
import { PENDING_PHOTO_URL } from '@/data/portal/photo-rules';

/** Limits from the spec (section 9) and the stored schema. */
export const TITLE_MAX = 200;
export const EXCERPT_MAX = 300;
export const SLUG_MAX = 220;
export const TAG_MAX = 60;
export const CONTENT_MAX = 100_000;
export const IMAGE_URL_MAX = 2048;

export const REQUIRED_MESSAGE = 'Title and content are required';
export const VALIDATION_TITLE = 'Validation Error';
export const LOGIN_REQUIRED_MESSAGE = 'You must be logged in';

/** What the editor's fields hold (all text, as typed). */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImageUrl: string;
  tags: string;
  status: BlogStatus;
}

export type PostField = keyof PostFormValues;

export const EMPTY_FORM: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImageUrl: '',
  tags: '',
  status: 'draft',
};

/** The editor's fields for a stored post. */
export function formFromPost(post: BlogPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content,
    featuredImageUrl: post.featuredImageUrl ?? '',
    tags: post.tags.join(', '),
    status: post.status,
  };
}

export const IMAGE_URL_MESSAGE =
  "Featured Image URL must start with http:// or https://, or be a path starting with '/'";

/**
 * Spec: an empty featured image URL becomes null. A non-empty one must be something a browser can load
 * from the site: an absolute http(s) URL or a path on the site ('/...', not protocol-relative '//...'), or a cover
 * photo still waiting on this device to upload.
 */
export function normalizeImageUrl(text: string): { ok: true; value: string | null } | { ok: false; message: string } {
  const url = (text ?? '').trim();
  if (!url) return { ok: true, value: null };
  // A cover picked on this device and not uploaded yet: kept as it is.
  if (PENDING_PHOTO_URL.test(url)) return { ok: true, value: url };
  if (url.length > IMAGE_URL_MAX)
    return { ok: false, message: `Featured Image URL must be at most ${IMAGE_URL_MAX} characters` };
  if (url.startsWith('/') && !url.startsWith('//') && !/\s/.test(url)) return { ok: true, value: url };
  if (/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url)) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return { ok: true, value: url };
    } catch {
      // falls through to the message
    }
  }
  return { ok: false, message: IMAGE_URL_MESSAGE };
}

/** The cleaned fields a save writes (before the published_at rule and the bookkeeping fields). */
export interface PostFields {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  featuredImageUrl: string | null;
  tags: string[];
  status: BlogStatus;
}

const schema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, REQUIRED_MESSAGE),
    v.maxLength(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  ),
  slug: v.pipe(
    v.string(),
    v.minLength(1, 'Slug is required: enter one, or a title with letters or numbers'),
    v.maxLength(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`),
    v.check(isValidSlug, 'Slug may only contain lowercase letters, numbers and single hyphens (e.g. my-first-post)'),
  ),
  excerpt: v.pipe(v.string(), v.trim(), v.maxLength(EXCERPT_MAX, `Excerpt must be at most ${EXCERPT_MAX} characters`)),
  content: v.pipe(
    v.string(),
    v.check((s) => s.trim().length > 0, REQUIRED_MESSAGE),
    v.maxLength(CONTENT_MAX, `Content must be at most ${CONTENT_MAX} characters`),
  ),
  tags: v.pipe(
    v.array(v.string()),
    v.check((tags) => tags.every((t) => t.length <= TAG_MAX), `Each tag must be at most ${TAG_MAX} characters`),
  ),
  status: v.picklist(BLOG_STATUSES, 'Choose a status'),
});

export type PostValidation =
  { ok: true; value: PostFields } | { ok: false; errors: Partial<Record<PostField, string>>; message: string };

/**
 * The editor's rules (spec section 5, Blog editor): title and content required after trimming
 * ('Title and content are required' comes first whenever either is missing), title max 200, excerpt max 300,
 * slug falls back to the title's slug, tags split on commas, empty image URL → null.
 */
export function validatePostForm(given: PostFormValues): PostValidation {
  // Missing or non-text fields (a stale draft, a script) count as empty instead of crashing the save.
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const values: PostFormValues = {
    title: text(given?.title),
    slug: text(given?.slug),
    excerpt: text(given?.excerpt),
    content: text(given?.content),
    featuredImageUrl: text(given?.featuredImageUrl),
    tags: text(given?.tags),
    status: given?.status,
  };
  const errors: Partial<Record<PostField, string>> = {};
  const missing = !values.title.trim() || !values.content.trim();
  if (!values.title.trim()) errors.title = REQUIRED_MESSAGE;
  if (!values.content.trim()) errors.content = REQUIRED_MESSAGE;

  const image = normalizeImageUrl(values.featuredImageUrl);
  if (!image.ok) errors.featuredImageUrl = image.message;

  const input = {
    title: values.title,
    slug: effectiveSlug(values.slug, values.title),
    excerpt: values.excerpt,
    content: values.content,
    tags: parseTags(values.tags),
    status: values.status,
  };
  const result = validateForm<typeof schema, PostField>(schema, input);
  if (!result.ok) {
    for (const [key, message] of Object.entries(result.errors) as [PostField, string][]) {
      // An empty title gives no slug either: 'required' says it all.
      if (key === 'slug' && !values.title.trim() && !values.slug.trim()) continue;
      errors[key] ??= message;
    }
  }
  const keys = Object.keys(errors) as PostField[];
  if (keys.length > 0) {
    const order: PostField[] = ['title', 'slug', 'excerpt', 'content', 'featuredImageUrl', 'tags', 'status'];
    const first = order.find((k) => errors[k]) ?? keys[0]!;
    return { ok: false, errors, message: missing ? REQUIRED_MESSAGE : errors[first]! };
  }
  const out = result.ok ? result.value : null;
  if (!out || !image.ok) return { ok: false, errors, message: REQUIRED_MESSAGE };
  return {
    ok: true,
    value: {
      title: out.title,
      slug: out.slug,
      excerpt: out.excerpt ? out.excerpt : null,
      content: out.content,
      featuredImageUrl: image.value,
      tags: out.tags,
      status: out.status,
    },
  };
}

/** Which button saved: 'Save as Draft' / 'Update' (keep) or 'Publish Now' (publish). */
export type SaveIntent = 'keep' | 'publish';

/**
 * The spec's published_at rules for a save (section 4, Blog status):
 * - 'Publish Now' sets status published with the current time.
 * - 'Save as Draft' or 'Update' keeps the chosen status and sets published_at to null.
 * Note what the second rule means, implemented as written: 'Update' on a published post keeps it
 * published but clears its published_at. It stays publicly visible (visibility depends on status only);
 * the public pages then date and sort it by its creation date (blog-rules postDate falls back to createdAt).
 */
export function applySaveIntent(
  fields: PostFields,
  intent: SaveIntent,
  now: Date,
): PostFields & { publishedAt: string | null } {
  if (intent === 'publish') return { ...fields, status: 'published', publishedAt: now.toISOString() };
  return { ...fields, publishedAt: null };
}

/** The success toast of a save (section 8). */
export function saveSuccessMessage(intent: SaveIntent, editing: boolean): string {
  if (intent === 'publish') return 'Post published successfully';
  return editing ? 'Post updated successfully' : 'Post saved as draft successfully';
}

/** The full document a save writes: new posts get id, author, createdAt and a zero view count; every save sets updatedAt. */
export function buildPost(
  fields: PostFields,
  intent: SaveIntent,
  context: { existing: BlogPost | null; id: string; authorId: string; now: Date },
): BlogPost {
  const applied = applySaveIntent(fields, intent, context.now);
  const at = context.now.toISOString();
  const base = context.existing;
  return {
    id: base?.id ?? context.id,
    title: applied.title,
    slug: applied.slug,
    excerpt: applied.excerpt,
    content: applied.content,
    featuredImageUrl: applied.featuredImageUrl,
    status: applied.status,
    tags: applied.tags,
    publishedAt: applied.publishedAt,
    viewCount: base?.viewCount ?? 0,
    // Spec: the insert or update carries author_id = the signed-in admin.
    authorId: context.authorId,
    createdAt: base?.createdAt ?? at,
    updatedAt: at,
  };
}
