import { SITE_SETTINGS_ID, type SiteSettings } from '../schemas/site-settings';

/** The public site's settings as the brokerage starts: days on market shown to admins and owners only. */
export const seedSiteSettings: SiteSettings[] = [
  { id: SITE_SETTINGS_ID, showDaysOnMarket: false, updatedAt: '2025-01-06T13:00:00.000Z' },
];
