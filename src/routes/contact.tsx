import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the feature lands.
export const Route = createFileRoute('/contact')({ component: () => null });
