import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '@/features/blog/blog-post-page';

export const Route = createFileRoute('/blogs/$slug')({ component: BlogPostRoute });

function BlogPostRoute() {
  const { slug } = Route.useParams();
  return <BlogPostPage slug={slug} />;
}
