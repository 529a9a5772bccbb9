import { Suspense, type ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { button } from '@/ui/button';
import { SkeletonBar } from '../components/parts';

/** The blog CMS list (src/features/admin-blog), handed in by the dashboard route. */
export type BlogTabContent = ComponentType<{ caller: Caller }>;

/** The Blog tab: the CMS list when the route provides it, else just 'Create New Post'. */
export function BlogTab({ caller, content: Content }: { caller: Caller; content?: BlogTabContent }) {
  if (Content) {
    return (
      <Suspense
        fallback={
          <div aria-hidden="true" className={css({ display: 'grid', gap: '3' })}>
            <SkeletonBar />
            <SkeletonBar />
            <SkeletonBar />
          </div>
        }
      >
        <Content caller={caller} />
      </Suspense>
    );
  }
  return (
    <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
      <Link to="/admin/blog/new" className={button({ variant: 'hero', size: 'sm' })}>
        Create New Post
      </Link>
    </div>
  );
}
