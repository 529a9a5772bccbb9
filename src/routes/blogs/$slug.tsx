import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '@/features/blog/blog-post-page';
import { startsFromBuildHtml } from '@/app/prerender/hydration';
import { preloadMarkdownReader } from '@/ui/markdown-reader';

export const Route = createFileRoute('/blogs/$slug')({
  // The article is rendered with the markdown reader, loaded before the page shows; not when this is the page the
  // build rendered, about to be hydrated with its article already in the HTML ('stay': the same page loaded again).
  loader: ({ cause }) => (cause === 'stay' || startsFromBuildHtml() ? undefined : preloadMarkdownReader()),
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  return <BlogPostPage slug={slug} />;
}
