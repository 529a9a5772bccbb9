import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { button } from '@/ui/button';
import { SkeletonBar } from '../components/parts';

type BlogTabModule = { AdminBlogTab: ComponentType<{ caller: Caller }> };

/**
 * The blog CMS list is its own feature (src/features/admin-blog, public entry index.ts). It is found at
 * build time: while that feature is not there, the glob is empty and this tab offers only 'Create New Post'.
 */
const found = Object.values(import.meta.glob<BlogTabModule>('../../admin-blog/index.ts'))[0];
const AdminBlogTab = found ? lazy(async () => ({ default: (await found()).AdminBlogTab })) : null;

export function BlogTab({ caller }: { caller: Caller }) {
  if (AdminBlogTab) {
    return (
      <Suspense fallback={<div aria-hidden="true" className={css({ display: 'grid', gap: '3' })}><SkeletonBar /><SkeletonBar /><SkeletonBar /></div>}>
        <AdminBlogTab caller={caller} />
      </Suspense>
    );
  }
  return (
    <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
      <Link to="/admin/blog/new" className={button({ variant: 'hero', size: 'sm' })}>Create New Post</Link>
    </div>
  );
}
