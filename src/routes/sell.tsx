import { createFileRoute } from '@tanstack/react-router';
import { SellPage } from '@/features/sell/sell-page';

export const Route = createFileRoute('/sell')({ component: SellPage });
