import type { UserDatabase } from '@/data/user-database';
import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import {
  buildPost,
  LOGIN_REQUIRED_MESSAGE,
  saveSuccessMessage,
  VALIDATION_TITLE,
  validatePostForm,
  type PostField,
  type PostFormValues,
  type SaveIntent,
} from '../model/post-form';
import { SLUG_TAKEN_MESSAGE, slugOwner } from '../model/slug';
import { toggleStatus, toggleSuccessMessage } from '../model/status';
import { plainOrNull } from '@/data/query/plain';
import { isPendingPhoto } from '@/data/portal/photo-rules';

/** A refused action: `title` and `message` are what the toast shows; `errors` go under the fields. */
export class BlogActionError extends Error {
  constructor(
    message: string,
    readonly title = 'Error',
    readonly errors: Partial<Record<PostField, string>> = {},
  ) {
    super(message);
    this.name = 'BlogActionError';
  }
}

export interface SaveInput {
  values: PostFormValues;
  intent: SaveIntent;
  /** The post being edited, or null when creating. */
  editingId: string | null;
  /** The signed-in admin's uid (null without a session). */
  authorId: string | null;
  now?: Date;
  newId?: () => string;
  /**
   * A cover photo picked on this device: keeps it in the upload queue under the post's id and returns the URL the post
   * holds until it is stored (photo-uploader.ts). It replaces any featured image URL.
   */
  queueCover?: (postId: string) => Promise<string>;
}

export interface SaveResult {
  post: BlogPost;
  message: string;
}

/**
 * The editor's save: validates (nothing is written on any refusal), checks the slug is not used by another
 * post in the admin's replica, applies the published_at rule of the button pressed and writes the post locally.
 * Replication delivers it to the backend when online; offline it stays a pending change.
 */
export async function savePost(db: UserDatabase, input: SaveInput): Promise<SaveResult> {
  if (!input.authorId) throw new BlogActionError(LOGIN_REQUIRED_MESSAGE);
  const checked = validatePostForm(input.values);
  if (!checked.ok) throw new BlogActionError(checked.message, VALIDATION_TITLE, checked.errors);

  const existingDoc = input.editingId ? await db.blogPosts.findOne(input.editingId).exec() : null;
  if (input.editingId && !existingDoc) throw new BlogActionError('This blog post no longer exists.');
  const existing = plainOrNull(existingDoc);

  const all = (await db.blogPosts.find().exec()).map((d) => ({ id: d.id, slug: d.slug }));
  if (slugOwner(all, checked.value.slug, input.editingId)) {
    throw new BlogActionError(SLUG_TAKEN_MESSAGE, 'Error', { slug: SLUG_TAKEN_MESSAGE });
  }

  const post = buildPost(checked.value, input.intent, {
    existing,
    id: input.newId?.() ?? crypto.randomUUID(),
    authorId: input.authorId,
    now: input.now ?? new Date(),
  });
  // The photo is queued before the post that names it is written (the uploader waits for the post, not the reverse).
  if (input.queueCover) post.featuredImageUrl = await input.queueCover(post.id);
  // An editor opened while its cover waited on the device still says 'pending:': once stored, the stored one stays.
  else if (isPendingPhoto(post.featuredImageUrl) && existing?.featuredImageUrl !== post.featuredImageUrl)
    post.featuredImageUrl = existing?.featuredImageUrl ?? null;
  if (existingDoc) await existingDoc.incrementalModify(() => post);
  else await db.blogPosts.insert(post);
  return { post, message: saveSuccessMessage(input.intent, existing !== null) };
}

export const TOGGLE_FAILED_MESSAGE = 'Failed to update status';
export const DELETE_FAILED_MESSAGE = 'Failed to delete blog post';
export const DELETE_SUCCESS_MESSAGE = 'Blog post deleted successfully';

/** The list's Publish/Unpublish: flips the status and published_at by id; returns the success toast. */
export async function togglePostStatus(db: UserDatabase, id: string, now: Date = new Date()): Promise<string> {
  const doc = await db.blogPosts.findOne(id).exec();
  if (!doc) throw new BlogActionError(TOGGLE_FAILED_MESSAGE);
  const next = toggleStatus(doc, now);
  await doc.incrementalPatch({ ...next, updatedAt: now.toISOString() });
  return toggleSuccessMessage(next.status);
}

/** Deletes a post by id (the deletion syncs like any other change). */
export async function deletePost(db: UserDatabase, id: string): Promise<void> {
  const doc = await db.blogPosts.findOne(id).exec();
  if (!doc) throw new BlogActionError(DELETE_FAILED_MESSAGE);
  await doc.remove();
}
