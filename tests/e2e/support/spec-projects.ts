// Which Playwright project runs each spec (playwright.config.ts; docs/TESTS.md). Paths relative to tests/e2e.
// Every spec not named here runs in the `firebase` project, on the shared seeded backend, making its own records.

/**
 * Production-path specs that check the demo business's exact figures or change its seeded records: they run one
 * file at a time after the others, each file from a fresh seed (startFromTheSeed, fresh-backend.ts).
 */
export const SEEDED_SPECS: readonly string[] = [
  'admin-blog.spec.ts',
  'admin-dashboard.spec.ts',
  'broker-crm.spec.ts',
  'broker-workflow.spec.ts',
  'client-portal.spec.ts',
  'currency.spec.ts',
  'home-featured.spec.ts',
  'hostile-data.spec.ts',
  'portal-widths.spec.ts',
  'saved-searches.spec.ts',
];
