import { describe, expect, it } from 'vitest';
import {
  CHARTER_BOAT,
  CHARTER_DESTINATIONS,
  CHARTER_OPTIONS,
  charterBoatFacts,
  charterDurationLabel,
  charterPriceLabel,
} from './charter-offer';

describe('charter offer', () => {
  it('is one 31-foot boat for up to 12 guests cruising at 30+ knots', () => {
    expect(CHARTER_BOAT.lengthFeet).toBe(31);
    expect(charterBoatFacts()).toEqual(['Up to 12 guests', 'Cruises at 30+ knots']);
    expect(CHARTER_BOAT.features.length).toBeGreaterThan(0);
  });

  it('offers Half Day (4 hours), Full Day (8 hours) and Multi-Day (custom price)', () => {
    expect(CHARTER_OPTIONS.map((o) => [o.name, charterDurationLabel(o)])).toEqual([
      ['Half Day', '4 hours'],
      ['Full Day', '8 hours'],
      ['Multi-Day', '2+ days'],
    ]);
    expect(charterPriceLabel(CHARTER_OPTIONS[2]!)).toBe('Custom Pricing');
  });

  it('marks only the Full Day option as most popular', () => {
    expect(CHARTER_OPTIONS.filter((o) => o.mostPopular).map((o) => o.name)).toEqual(['Full Day']);
  });

  it('prices in whole US dollars, the full day above the half day', () => {
    expect(charterPriceLabel({ priceUsd: 1200 })).toBe('$1,200');
    expect(charterPriceLabel({ priceUsd: 2000 })).toBe('$2,000');
    const [half, full] = CHARTER_OPTIONS;
    expect(full!.priceUsd!).toBeGreaterThan(half!.priceUsd!);
  });

  it('lists the four destinations of the spec', () => {
    expect(CHARTER_DESTINATIONS.map((d) => d.name)).toEqual([
      'Exuma Cays',
      'Deep Sea Fishing',
      'Rose Island',
      'Custom Itinerary',
    ]);
  });

  it('says 1 hour in the singular', () => {
    expect(charterDurationLabel({ hours: 1 })).toBe('1 hour');
  });
});
