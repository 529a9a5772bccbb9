import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import {
  applySaveIntent,
  buildPost,
  EMPTY_FORM,
  formFromPost,
  IMAGE_URL_MESSAGE,
  normalizeImageUrl,
  REQUIRED_MESSAGE,
  saveSuccessMessage,
  validatePostForm,
  type PostFormValues,
} from './post-form';

const now = new Date('2026-03-04T10:00:00.000Z');
const form = (over: Partial<PostFormValues> = {}): PostFormValues => ({
  ...EMPTY_FORM,
  title: 'Hello World',
  content: '# Hi',
  ...over,
});

describe('validatePostForm', () => {
  it('requires title and content after trimming', () => {
    for (const values of [form({ title: '  ' }), form({ content: ' \n ' }), EMPTY_FORM]) {
      const r = validatePostForm(values);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toBe(REQUIRED_MESSAGE);
    }
  });
  it('limits the title to 200 and the excerpt to 300 characters', () => {
    expect(validatePostForm(form({ title: 'x'.repeat(200) })).ok).toBe(true);
    const long = validatePostForm(form({ title: 'x'.repeat(201) }));
    expect(long.ok ? null : long.errors.title).toBe('Title must be at most 200 characters');
    expect(validatePostForm(form({ excerpt: 'e'.repeat(300) })).ok).toBe(true);
    const ex = validatePostForm(form({ excerpt: 'e'.repeat(301) }));
    expect(ex.ok ? null : ex.message).toBe('Excerpt must be at most 300 characters');
  });
  it('falls back to the title slug and refuses a malformed slug', () => {
    const r = validatePostForm(form({ slug: '' }));
    expect(r.ok && r.value.slug).toBe('hello-world');
    const bad = validatePostForm(form({ slug: 'Hello World!' }));
    expect(bad.ok ? null : bad.errors.slug).toMatch(/lowercase letters, numbers and single hyphens/);
    const none = validatePostForm(form({ title: '???', slug: '' }));
    expect(none.ok ? null : none.errors.slug).toMatch(/Slug is required/);
  });
  it('cleans the fields: trimmed title/excerpt, parsed tags, empty excerpt and image → null', () => {
    const r = validatePostForm(
      form({ title: '  Hello  ', excerpt: '  ', tags: ' a, ,b ', featuredImageUrl: '  ', status: 'archived' }),
    );
    expect(r).toEqual({
      ok: true,
      value: {
        title: 'Hello',
        slug: 'hello',
        excerpt: null,
        content: '# Hi',
        featuredImageUrl: null,
        tags: ['a', 'b'],
        status: 'archived',
      },
    });
  });
  it('refuses an image URL that is not http(s) or a site path', () => {
    const r = validatePostForm(form({ featuredImageUrl: 'javascript:alert(1)' }));
    expect(r.ok ? null : r.errors.featuredImageUrl).toBe(IMAGE_URL_MESSAGE);
    expect(r.ok ? null : r.message).toBe(IMAGE_URL_MESSAGE);
  });
  it('refuses a tag longer than 60 characters', () => {
    const r = validatePostForm(form({ tags: `ok, ${'t'.repeat(61)}` }));
    expect(r.ok ? null : r.errors.tags).toBe('Each tag must be at most 60 characters');
  });
});

describe('normalizeImageUrl', () => {
  it('empty → null; http(s) and /paths kept', () => {
    expect(normalizeImageUrl('')).toEqual({ ok: true, value: null });
    expect(normalizeImageUrl('  ')).toEqual({ ok: true, value: null });
    expect(normalizeImageUrl(' https://example.com/a.jpg ')).toEqual({ ok: true, value: 'https://example.com/a.jpg' });
    expect(normalizeImageUrl('http://example.com/a.jpg')).toEqual({ ok: true, value: 'http://example.com/a.jpg' });
    expect(normalizeImageUrl('/media/blog/cover.webp')).toEqual({ ok: true, value: '/media/blog/cover.webp' });
  });
  it('keeps a cover photo still waiting on this device to upload; no other pending: text', () => {
    expect(normalizeImageUrl('pending:c-1_a')).toEqual({ ok: true, value: 'pending:c-1_a' });
    expect(normalizeImageUrl('pending:../x')).toEqual({ ok: false, message: IMAGE_URL_MESSAGE });
    expect(normalizeImageUrl('pending:')).toEqual({ ok: false, message: IMAGE_URL_MESSAGE });
  });
  it('refuses other schemes, protocol-relative and bare names', () => {
    for (const bad of [
      'data:image/png;base64,AAA',
      'javascript:alert(1)',
      '//evil.example/x.png',
      'cover.jpg',
      'ftp://x/y',
      'https://',
      '/a b.jpg',
    ]) {
      expect(normalizeImageUrl(bad)).toEqual({ ok: false, message: IMAGE_URL_MESSAGE });
    }
  });
});

describe("published_at rules (spec: 'Publish Now' → published now; 'Save as Draft'/'Update' keep the status, published_at null)", () => {
  const fields = {
    title: 't',
    slug: 't',
    excerpt: null,
    content: 'c',
    featuredImageUrl: null,
    tags: [],
    status: 'draft' as const,
  };
  it('Publish Now publishes with the current time', () => {
    expect(applySaveIntent(fields, 'publish', now)).toMatchObject({
      status: 'published',
      publishedAt: now.toISOString(),
    });
  });
  it('Save as Draft keeps the chosen status and clears published_at', () => {
    expect(applySaveIntent(fields, 'keep', now)).toMatchObject({ status: 'draft', publishedAt: null });
    expect(applySaveIntent({ ...fields, status: 'archived' }, 'keep', now)).toMatchObject({
      status: 'archived',
      publishedAt: null,
    });
  });
  it('Update of a published post keeps it published (still public) but sets published_at to null, as the spec says', () => {
    expect(applySaveIntent({ ...fields, status: 'published' }, 'keep', now)).toMatchObject({
      status: 'published',
      publishedAt: null,
    });
  });
  it('success messages', () => {
    expect(saveSuccessMessage('publish', false)).toBe('Post published successfully');
    expect(saveSuccessMessage('publish', true)).toBe('Post published successfully');
    expect(saveSuccessMessage('keep', true)).toBe('Post updated successfully');
    expect(saveSuccessMessage('keep', false)).toBe('Post saved as draft successfully');
  });
});

describe('buildPost', () => {
  const existing: BlogPost = {
    id: 'p1',
    title: 'Old',
    slug: 'old',
    excerpt: null,
    content: 'x',
    featuredImageUrl: null,
    status: 'published',
    tags: [],
    publishedAt: '2026-01-01T00:00:00.000Z',
    viewCount: 7,
    authorId: 'someone',
    createdAt: '2025-12-31T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const fields = {
    title: 'New',
    slug: 'new',
    excerpt: 'e',
    content: 'c',
    featuredImageUrl: null,
    tags: ['a'],
    status: 'published' as const,
  };
  it('a new post gets the id, the author, createdAt = updatedAt = now and 0 views', () => {
    expect(buildPost(fields, 'publish', { existing: null, id: 'new-id', authorId: 'demo-admin', now })).toEqual({
      id: 'new-id',
      ...fields,
      publishedAt: now.toISOString(),
      viewCount: 0,
      authorId: 'demo-admin',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
  });
  it('an update keeps id, createdAt and views and sets updatedAt and the author', () => {
    const post = buildPost(fields, 'keep', { existing, id: 'ignored', authorId: 'demo-admin', now });
    expect(post).toMatchObject({
      id: 'p1',
      createdAt: existing.createdAt,
      viewCount: 7,
      authorId: 'demo-admin',
      updatedAt: now.toISOString(),
      publishedAt: null,
      status: 'published',
    });
  });
  it('round-trips a stored post through the form', () => {
    const r = validatePostForm(
      formFromPost({ ...existing, tags: ['x', 'y'], excerpt: 'hi', featuredImageUrl: '/a.webp' }),
    );
    expect(r.ok && r.value).toEqual({
      title: 'Old',
      slug: 'old',
      excerpt: 'hi',
      content: 'x',
      featuredImageUrl: '/a.webp',
      tags: ['x', 'y'],
      status: 'published',
    });
  });
});
