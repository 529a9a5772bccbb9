import { createFileRoute } from '@tanstack/react-router';
import { BlogEditor } from '@/features/admin-blog';
import { preloadMarkdownReader } from '@/ui/markdown-reader';

export const Route = createFileRoute('/admin/blog/new')({
  // The editor's Preview renders markdown: its reader is loaded with the page.
  loader: preloadMarkdownReader,
  component: () => <BlogEditor />,
});
