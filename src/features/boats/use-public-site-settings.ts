import { useLiveQuery } from '@/data/query/use-live-query';
import { visitorRecordId } from '@harbour/domain/schemas/visitor-record';
import { SITE_SETTINGS_SETTING } from '@/data/visitor/settings';
import { DEFAULT_SITE_SETTINGS, storedSiteSettings, type PublicSiteSettings } from '@/data/site/public-site-settings';

// Its own module: the home page and /boats load queries.ts and need none of this.
/**
 * How the site presents the listings, as this device last heard it, live. Every setting is off until the database
 * answers, as on the server that rendered the page: a rendered page hydrates unchanged, then shows what is on.
 */
export function usePublicSiteSettings(): PublicSiteSettings {
  const result = useLiveQuery(
    (db, { map }) =>
      db.visitorRecords
        .findOne(visitorRecordId('setting', SITE_SETTINGS_SETTING))
        .$.pipe(map((doc) => storedSiteSettings(doc?.value))),
    [],
  );
  return result.status === 'ready' ? result.data : DEFAULT_SITE_SETTINGS;
}
