import { createFileRoute } from '@tanstack/react-router';
import { BlogEditor } from '@/features/admin-blog';
import { preloadMarkdownReader } from '@/ui/markdown-reader';

export const Route = createFileRoute('/admin/blog/$postId/edit')({
  // The editor's Preview renders markdown: its reader is loaded with the page.
  loader: preloadMarkdownReader,
  component: EditBlogPostRoute,
});

function EditBlogPostRoute() {
  const { postId } = Route.useParams();
  // A new key per post: switching posts starts a fresh form.
  return <BlogEditor key={postId} postId={postId} />;
}
