import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { daysOnMarketText, publicDaysOnMarket } from '@harbour/domain/boats/listing-badges';
import { usePublicSiteSettings } from '../use-public-site-settings';

/** "{n} days on market" under the price, where the site shows it (an admin's setting; off by default). */
export function DaysOnMarket({ boat, now }: { boat: Boat; now: Date }) {
  const days = publicDaysOnMarket(boat, usePublicSiteSettings(), now);
  if (days === null) return null;
  return (
    <p className={css({ fontSize: 'sm', color: 'muted', mt: '1', mb: '0' })} data-testid="boat-days-on-market">
      {daysOnMarketText(days)}
    </p>
  );
}
