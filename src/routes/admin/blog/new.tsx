import { createFileRoute } from '@tanstack/react-router';
import { BlogEditor } from '@/features/admin-blog';

export const Route = createFileRoute('/admin/blog/new')({ component: () => <BlogEditor /> });
