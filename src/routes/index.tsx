import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { HomePage } from '@/features/home/home-page';
import { RecentlyViewedOnHome } from '@/features/saved/recently-viewed-home';

const strip = css({ maxW: '7xl', mx: 'auto', px: '4', pt: { base: '16', md: '24' } });

function Home() {
  return <HomePage recentlyViewed={<RecentlyViewedOnHome className={strip} />} />;
}

export const Route = createFileRoute('/')({ component: Home });
