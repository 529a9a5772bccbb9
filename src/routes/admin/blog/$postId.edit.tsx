import { createFileRoute } from '@tanstack/react-router';
import { BlogEditor } from '@/features/admin-blog';

export const Route = createFileRoute('/admin/blog/$postId/edit')({ component: EditBlogPostRoute });

function EditBlogPostRoute() {
  const { postId } = Route.useParams();
  // A new key per post: switching posts starts a fresh form.
  return <BlogEditor key={postId} postId={postId} />;
}
