import { map } from 'rxjs';
import type { Caller } from '@/data/caller';
import { plainAll, plainOrNull, plain } from '@/data/query/plain';
import { openPortal } from '@/data/portal/portal-client';
import { queuePhotoUpload } from '@/data/portal/photo-uploader';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import { useListAfterFirstSync } from '@/data/portal/use-first-sync-settled';
import * as stored from '../actions/blog-actions';

/** Blog posts, as the admin CMS reads and writes them: the hooks read the admin's replica, the actions write to it. */

export {
  BlogActionError,
  DELETE_FAILED_MESSAGE,
  DELETE_SUCCESS_MESSAGE,
  TOGGLE_FAILED_MESSAGE,
} from '../actions/blog-actions';

/** Every post in the admin's replica, drafts included. */
export function useAdminPosts(caller: Caller) {
  return useListAfterFirstSync(
    caller,
    usePortalQuery(caller, (db) => db.blogPosts.find().$.pipe(map(plainAll)), []),
  );
}

/** One post by id (null when the replica does not hold it). */
export function useAdminPost(caller: Caller, id: string) {
  return usePortalQuery(caller, (db) => db.blogPosts.findOne(id).$.pipe(map(plainOrNull)), [id]);
}

/** The posts' view counters, by counter id. */
export function usePostViewCounts(caller: Caller) {
  return usePortalQuery(
    caller,
    (db) =>
      db.viewCounts
        .find({ selector: { itemType: 'post' } })
        .$.pipe(map((docs) => new Map(docs.map((d) => [d.id, plain(d)])))),
    [],
  );
}

/** A cover photo picked in the editor, shrunk for the web (prepare-photo.ts), not stored yet. */
export interface PickedCover {
  id: string;
  blob: Blob;
}

/**
 * The editor's save as the signed-in admin (see actions/blog-actions.ts savePost); a picked cover waits on this device
 * until Storage has it (blog/{postId}/{photoId}), the post naming it meanwhile.
 */
export async function savePost(
  caller: Caller,
  { cover, ...input }: Omit<stored.SaveInput, 'authorId' | 'queueCover'> & { cover: PickedCover | null },
): Promise<stored.SaveResult> {
  const portal = await openPortal(caller);
  const queueCover = cover
    ? (postId: string) => queuePhotoUpload(portal, { collection: 'blogPosts', id: postId }, cover.id, cover.blob)
    : undefined;
  return stored.savePost(portal.db, { ...input, authorId: caller.uid, queueCover });
}

export async function togglePostStatus(caller: Caller, id: string): Promise<string> {
  return stored.togglePostStatus((await openPortal(caller)).db, id);
}

export async function deletePost(caller: Caller, id: string): Promise<void> {
  return stored.deletePost((await openPortal(caller)).db, id);
}
