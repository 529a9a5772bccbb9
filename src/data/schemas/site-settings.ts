import type { RxJsonSchema } from 'rxdb';

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
  updatedAt: string;
}

/** The fields of a settings document (firestore.rules siteSettings and backend-rules.ts allow exactly these). */
export const SITE_SETTINGS_FIELDS = ['id', 'showDaysOnMarket', 'updatedAt'] as const;

export const siteSettingsSchema: RxJsonSchema<SiteSettings> = {
  title: 'site settings',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    showDaysOnMarket: { type: 'boolean' },
    updatedAt: { type: 'string', format: 'date-time', maxLength: 40 },
  },
  required: ['id', 'showDaysOnMarket', 'updatedAt'],
};
