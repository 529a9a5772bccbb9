import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from '@/data/user-database';
import { testStorage, uniqueDbName } from '@/data/test-storage';
import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import { seedBlogPosts } from '../../../../fixtures';
import { EMPTY_FORM, type PostFormValues } from '../model/post-form';
import { SLUG_TAKEN_MESSAGE } from '../model/slug';
import { BlogActionError, deletePost, savePost, togglePostStatus } from './blog-actions';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function localDb(): Promise<UserDatabase> {
  const db = await openUserDatabase(`demo-admin-${uniqueDbName('blog')}`, testStorage(), false);
  cleanups.push(() => db.remove());
  await db.blogPosts.bulkInsert(seedBlogPosts.slice(0, 3));
  return db;
}

const now = new Date('2026-03-04T10:00:00.000Z');
const values = (over: Partial<PostFormValues> = {}): PostFormValues => ({
  ...EMPTY_FORM,
  title: 'Marina Life in Nassau',
  content: 'Hello **harbour**',
  ...over,
});
const json = async (db: UserDatabase, id: string) =>
  (await db.blogPosts.findOne(id).exec())?.toMutableJSON() as BlogPost | undefined;

describe('savePost', () => {
  it('creates a draft with the author, the title slug and no published date', async () => {
    const db = await localDb();
    const { post, message } = await savePost(db, {
      values: values({ tags: 'a, b,', featuredImageUrl: '' }),
      intent: 'keep',
      editingId: null,
      authorId: 'demo-admin',
      now,
      newId: () => 'new-1',
    });
    expect(message).toBe('Post saved as draft successfully');
    expect(await json(db, 'new-1')).toEqual({
      ...post,
      id: 'new-1',
      slug: 'marina-life-in-nassau',
      status: 'draft',
      publishedAt: null,
      tags: ['a', 'b'],
      featuredImageUrl: null,
      authorId: 'demo-admin',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      viewCount: 0,
      excerpt: null,
    });
  });

  it('Publish Now publishes with the current time', async () => {
    const db = await localDb();
    const { message } = await savePost(db, {
      values: values(),
      intent: 'publish',
      editingId: null,
      authorId: 'demo-admin',
      now,
      newId: () => 'new-2',
    });
    expect(message).toBe('Post published successfully');
    expect(await json(db, 'new-2')).toMatchObject({ status: 'published', publishedAt: now.toISOString() });
  });

  it('Update keeps the chosen status, sets published_at to null, keeps createdAt and views, sets updatedAt', async () => {
    const db = await localDb();
    const seeded = seedBlogPosts.find((p) => p.status === 'published')!;
    await db.blogPosts.upsert(seeded);
    const later = new Date('2026-05-01T00:00:00.000Z');
    const { message } = await savePost(db, {
      values: {
        title: 'Edited',
        slug: seeded.slug,
        excerpt: '',
        content: 'new',
        featuredImageUrl: '/x.webp',
        tags: '',
        status: 'published',
      },
      intent: 'keep',
      editingId: seeded.id,
      authorId: 'demo-admin',
      now: later,
    });
    expect(message).toBe('Post updated successfully');
    expect(await json(db, seeded.id)).toMatchObject({
      title: 'Edited',
      status: 'published',
      publishedAt: null,
      createdAt: seeded.createdAt,
      viewCount: seeded.viewCount,
      updatedAt: later.toISOString(),
      featuredImageUrl: '/x.webp',
    });
  });

  it('refuses a slug used by another post and writes nothing', async () => {
    const db = await localDb();
    const taken = seedBlogPosts[0]!.slug;
    const before = await db.blogPosts.count().exec();
    const error = await savePost(db, {
      values: values({ slug: taken }),
      intent: 'publish',
      editingId: null,
      authorId: 'demo-admin',
      now,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlogActionError);
    expect((error as BlogActionError).message).toBe(SLUG_TAKEN_MESSAGE);
    expect((error as BlogActionError).errors.slug).toBe(SLUG_TAKEN_MESSAGE);
    expect(await db.blogPosts.count().exec()).toBe(before);

    // Another post's edit may not take it either; a post keeps its own slug.
    const second = seedBlogPosts[1]!;
    await expect(
      savePost(db, {
        values: values({ slug: taken }),
        intent: 'keep',
        editingId: second.id,
        authorId: 'demo-admin',
        now,
      }),
    ).rejects.toThrow(SLUG_TAKEN_MESSAGE);
    expect((await json(db, second.id))?.slug).toBe(second.slug);
    await expect(
      savePost(db, {
        values: values({ slug: second.slug }),
        intent: 'keep',
        editingId: second.id,
        authorId: 'demo-admin',
        now,
      }),
    ).resolves.toBeTruthy();
  });

  it('refuses invalid input or no session and writes nothing', async () => {
    const db = await localDb();
    const before = await db.blogPosts.count().exec();
    const invalid = await savePost(db, {
      values: values({ content: '  ' }),
      intent: 'keep',
      editingId: null,
      authorId: 'demo-admin',
    }).then(
      () => null,
      (e: unknown) => e as BlogActionError,
    );
    expect([invalid?.title, invalid?.message]).toEqual(['Validation Error', 'Title and content are required']);
    await expect(
      savePost(db, {
        values: values({ featuredImageUrl: 'javascript:alert(1)' }),
        intent: 'keep',
        editingId: null,
        authorId: 'demo-admin',
      }),
    ).rejects.toThrow(/Featured Image URL/);
    await expect(savePost(db, { values: values(), intent: 'keep', editingId: null, authorId: null })).rejects.toThrow(
      'You must be logged in',
    );
    expect(await db.blogPosts.count().exec()).toBe(before);
  });

  it('a picked cover is queued under the post before the post names it, in place of a typed URL; refused saves queue none', async () => {
    const db = await localDb();
    const queued: string[] = [];
    const queueCover = async (postId: string) => {
      // The post is not written yet when its photo is queued.
      expect(await db.blogPosts.findOne(postId).exec()).toBeNull();
      queued.push(postId);
      return 'pending:c1';
    };
    await expect(
      savePost(db, { values: values({ title: '' }), intent: 'keep', editingId: null, authorId: 'a', queueCover }),
    ).rejects.toThrow();
    expect(queued).toEqual([]);
    const { post } = await savePost(db, {
      values: values({ featuredImageUrl: 'https://example.com/old.jpg' }),
      intent: 'publish',
      editingId: null,
      authorId: 'demo-admin',
      newId: () => 'with-cover',
      queueCover,
    });
    expect(queued).toEqual(['with-cover']);
    expect(post.featuredImageUrl).toBe('pending:c1');
    expect((await json(db, 'with-cover'))?.featuredImageUrl).toBe('pending:c1');

    // The upload finished while an editor showing 'pending:c1' was open: its save keeps the stored cover.
    const stored = 'https://storage.test/blog/with-cover/c1';
    await db.blogPosts
      .findOne('with-cover')
      .exec()
      .then((d) => d!.incrementalPatch({ featuredImageUrl: stored }));
    await savePost(db, {
      values: values({ title: 'Renamed', featuredImageUrl: 'pending:c1' }),
      intent: 'keep',
      editingId: 'with-cover',
      authorId: 'demo-admin',
    });
    expect(await json(db, 'with-cover')).toMatchObject({ title: 'Renamed', featuredImageUrl: stored });
    // A pending address that names no photo of this post's is not kept either.
    await savePost(db, {
      values: values({ featuredImageUrl: 'pending:other' }),
      intent: 'keep',
      editingId: 'with-cover',
      authorId: 'demo-admin',
    });
    expect((await json(db, 'with-cover'))?.featuredImageUrl).toBe(stored);
  });
});

describe('togglePostStatus and deletePost', () => {
  it('publishes a draft with now, unpublishes a published post with null', async () => {
    const db = await localDb();
    await savePost(db, {
      values: values(),
      intent: 'keep',
      editingId: null,
      authorId: 'demo-admin',
      now,
      newId: () => 't1',
    });
    const later = new Date('2026-03-05T00:00:00.000Z');
    expect(await togglePostStatus(db, 't1', later)).toBe('Post published successfully');
    expect(await json(db, 't1')).toMatchObject({
      status: 'published',
      publishedAt: later.toISOString(),
      updatedAt: later.toISOString(),
    });
    expect(await togglePostStatus(db, 't1', now)).toBe('Post unpublished successfully');
    expect(await json(db, 't1')).toMatchObject({ status: 'draft', publishedAt: null });
    await expect(togglePostStatus(db, 'missing')).rejects.toThrow('Failed to update status');
  });

  it('deletes by id', async () => {
    const db = await localDb();
    const id = seedBlogPosts[0]!.id;
    await deletePost(db, id);
    expect(await db.blogPosts.findOne(id).exec()).toBeNull();
    await expect(deletePost(db, id)).rejects.toThrow('Failed to delete blog post');
  });
});
