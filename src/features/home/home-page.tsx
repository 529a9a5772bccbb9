import type { ReactNode } from 'react';
import { business } from '@harbour/domain/business';
import { organizationJsonLd } from '@/lib/structured-data';
import { PageMeta } from '@/ui/page-meta';
import { HomeHero } from './home-hero';
import { FeaturedBoatsSection } from './featured-boats-section';
import { ContactBlock, ExclusiveRepresentationSection, ServicesSection } from './home-sections';

/**
 * The home page stays light: no RxDB, nothing from src/data (its JS budget is 150 KB gzip). `recentlyViewed`: the
 * shortlist's strip, given by the route (a feature may not reach into another's modules), shown after the featured
 * boats.
 */
export function HomePage({ recentlyViewed }: { recentlyViewed?: ReactNode }) {
  return (
    <>
      <PageMeta
        title="Premier Yacht Brokerage in The Bahamas"
        description={business.description}
        path="/"
        structuredData={[organizationJsonLd()]}
      />
      <HomeHero />
      <FeaturedBoatsSection />
      {recentlyViewed}
      <ServicesSection />
      <ExclusiveRepresentationSection />
      <ContactBlock />
    </>
  );
}
