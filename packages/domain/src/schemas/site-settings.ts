import type { DocumentSchema } from './json-schema';
import { RATE_MAX, RATE_MIN, type ExchangeRates } from '../exchange-rates';

/** The one settings document of the public site: siteSettings/public. */
export const SITE_SETTINGS_ID = 'public';

/**
 * siteSettings/public: how the public site presents the listings, set by an admin. Everything in it is public
 * (visitors read it as it is: firestore.rules), so nothing private may ever be added here.
 */
export interface SiteSettings {
  id: string;
  /** "{n} days on market" on the public boat pages; admins and owners see it always. Off by default. */
  showDaysOnMarket: boolean;
  /**
   * Version 1: what one US dollar buys in EUR, GBP and CAD, for the approximate prices beside the listed ones; null
   * until an admin first sets them (no conversion is shown). Set together with `exchangeRatesSetAt`, when they were set.
   */
  exchangeRates: ExchangeRates | null;
  exchangeRatesSetAt: string | null;
  updatedAt: string;
}

/** The fields of a settings document (firestore.rules siteSettings and backend-rules.ts allow exactly these). */
export const SITE_SETTINGS_FIELDS = [
  'id',
  'showDaysOnMarket',
  'exchangeRates',
  'exchangeRatesSetAt',
  'updatedAt',
] as const;

const rate = { type: 'number', minimum: RATE_MIN, maximum: RATE_MAX } as const;

export const siteSettingsSchema: DocumentSchema<SiteSettings> = {
  title: 'site settings',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    showDaysOnMarket: { type: 'boolean' },
    exchangeRates: {
      type: ['object', 'null'],
      properties: { EUR: rate, GBP: rate, CAD: rate },
      required: ['EUR', 'GBP', 'CAD'],
      additionalProperties: false,
    },
    exchangeRatesSetAt: { type: ['string', 'null'], format: 'date-time', maxLength: 40 },
    updatedAt: { type: 'string', format: 'date-time', maxLength: 40 },
  },
  required: ['id', 'showDaysOnMarket', 'exchangeRates', 'exchangeRatesSetAt', 'updatedAt'],
};
