import { describe, expect, it } from 'vitest';
import { effectiveSlug, isValidSlug, slugOwner } from './slug';
import { slugify } from '@harbour/domain/slugify';

describe('slugify', () => {
  it('lowercases, removes punctuation, turns spaces and underscores into single hyphens, trims edge hyphens', () => {
    expect(slugify('Hello World')).toBe('hello-world');
    expect(slugify("Nassau's Best Reefs: A Guide!")).toBe('nassaus-best-reefs-a-guide');
    expect(slugify('  snake_case   and  --  dashes__ ')).toBe('snake-case-and-dashes');
    expect(slugify('--Edge--')).toBe('edge');
    expect(slugify('Top 10 Boats of 2026?')).toBe('top-10-boats-of-2026');
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('gives valid slugs', () => {
    for (const t of ['Hello World', 'A_b c', 'x -- y']) expect(isValidSlug(slugify(t))).toBe(true);
    expect(isValidSlug('Hello')).toBe(false);
    expect(isValidSlug('a--b')).toBe(false);
    expect(isValidSlug('-a')).toBe(false);
    expect(isValidSlug('a b')).toBe(false);
  });

  it('falls back to the title slug when the slug is left empty', () => {
    expect(effectiveSlug('', 'My First Post')).toBe('my-first-post');
    expect(effectiveSlug('   ', 'My First Post')).toBe('my-first-post');
    expect(effectiveSlug(' custom-slug ', 'My First Post')).toBe('custom-slug');
  });
});

describe('slug uniqueness', () => {
  const posts = [
    { id: 'a', slug: 'reef-guide' },
    { id: 'b', slug: 'fishing-tips' },
  ];
  it('finds another post using the slug', () => {
    expect(slugOwner(posts, 'reef-guide', null)?.id).toBe('a');
    expect(slugOwner(posts, 'Reef-Guide', 'b')?.id).toBe('a');
  });
  it('ignores the post being edited and free slugs', () => {
    expect(slugOwner(posts, 'reef-guide', 'a')).toBeUndefined();
    expect(slugOwner(posts, 'new-slug', null)).toBeUndefined();
  });
});
