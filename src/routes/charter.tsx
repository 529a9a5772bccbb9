import { createFileRoute } from '@tanstack/react-router';
import { CharterPage } from '@/features/charter/charter-page';

export const Route = createFileRoute('/charter')({ component: CharterPage });
