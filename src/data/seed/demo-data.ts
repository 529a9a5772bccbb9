import type { Boat } from '@harbour/domain/schemas/boat';
import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import type { Submission } from '@harbour/domain/schemas/submission';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';
import type { Profile } from '@harbour/domain/schemas/profile';
import type { ViewCount } from '@harbour/domain/schemas/view-count';
import type { SiteSettings } from '@harbour/domain/schemas/site-settings';
import { seedBlogPosts, seedBoats, seedCommissionRates } from '.';
import { SEED_VERSION } from './seed-version';
import { demoAccounts } from './accounts';
import { seedLeads, seedSubmissions, seedViewCounts } from './portal-seed';
import { seedSiteSettings } from './site-settings';

/** The demo business the emulators are seeded with: a local build's demo-data.json (data, not code). */
export interface DemoData {
  version: number;
  boats: Boat[];
  commissionRates: Record<string, number | null>;
  profiles: Profile[];
  submissions: Submission[];
  leads: Inquiry[];
  blogPosts: BlogPost[];
  viewCounts: ViewCount[];
  siteSettings: SiteSettings[];
}

export function buildDemoData(): DemoData {
  return {
    version: SEED_VERSION,
    boats: seedBoats,
    commissionRates: seedCommissionRates,
    profiles: demoAccounts.map((a) => ({
      id: a.id,
      fullName: a.fullName,
      phone: a.phone,
      email: a.email,
      createdAt: a.createdAt,
      updatedAt: a.createdAt,
      searchAlerts: [],
    })),
    submissions: seedSubmissions,
    leads: seedLeads,
    blogPosts: seedBlogPosts,
    viewCounts: seedViewCounts(),
    siteSettings: seedSiteSettings,
  };
}
