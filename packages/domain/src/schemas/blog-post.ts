import type { DocumentSchema } from './json-schema';

export const BLOG_STATUSES = ['draft', 'published', 'archived'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  /** Markdown. Rendered through the sanitiser, never as raw HTML. */
  content: string;
  featuredImageUrl: string | null;
  status: BlogStatus;
  tags: string[];
  publishedAt: string | null;
  viewCount: number;
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
}

export const blogPostSchema: DocumentSchema<BlogPost> = {
  title: 'blog post',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    title: { type: 'string', maxLength: 200 },
    slug: { type: 'string', maxLength: 220 },
    excerpt: { type: ['string', 'null'], maxLength: 300 },
    content: { type: 'string', maxLength: 100000 },
    featuredImageUrl: { type: ['string', 'null'], maxLength: 2048 },
    status: { type: 'string', enum: [...BLOG_STATUSES], maxLength: 20 },
    tags: { type: 'array', items: { type: 'string', maxLength: 60 } },
    publishedAt: { type: ['string', 'null'], maxLength: 40 },
    viewCount: { type: 'integer', minimum: 0 },
    authorId: { type: ['string', 'null'], maxLength: 128 },
    createdAt: { type: 'string', maxLength: 40 },
    updatedAt: { type: 'string', maxLength: 40 },
  },
  required: [
    'id',
    'title',
    'slug',
    'excerpt',
    'content',
    'featuredImageUrl',
    'status',
    'tags',
    'publishedAt',
    'viewCount',
    'authorId',
    'createdAt',
    'updatedAt',
  ],
  indexes: ['slug'],
};

/** Fields of a post the public never sees: which admin wrote it (finding N16: an admin's uid is a target). */
const PRIVATE_POST_FIELDS: ReadonlySet<string> = new Set(['authorId']);

/**
 * The fields the public may see of a published post: every field of the schema but PRIVATE_POST_FIELDS. Its public
 * copy (publishedPosts, written by the functions' projections) and the demo snapshot pick these and nothing else; a
 * device reads the missing ones with their defaults (doc-defaults.ts).
 */
export const PUBLISHED_POST_FIELDS = /* @__PURE__ */ Object.keys(blogPostSchema.properties).filter(
  (key) => !PRIVATE_POST_FIELDS.has(key),
) as (keyof BlogPost)[];
