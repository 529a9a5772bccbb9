import { SITE_SETTINGS_ID, type SiteSettings } from '../../../packages/domain/src/schemas/site-settings';

/**
 * The public site's settings as the brokerage starts: days on market shown to admins and owners only; exchange rates
 * for the approximate prices set once by the office (what one US dollar bought that day).
 */
export const seedSiteSettings: SiteSettings[] = [
  {
    id: SITE_SETTINGS_ID,
    showDaysOnMarket: false,
    exchangeRates: { EUR: 0.95, GBP: 0.79, CAD: 1.4 },
    exchangeRatesSetAt: '2026-11-20T14:00:00.000Z',
    updatedAt: '2026-11-20T14:00:00.000Z',
  },
];
