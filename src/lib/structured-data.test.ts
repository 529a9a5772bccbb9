import { describe, expect, it } from 'vitest';
import { business } from '@harbour/domain/business';
import { localBusinessJsonLd, openingHoursText, organizationJsonLd } from './structured-data';

describe('structured data', () => {
  it('describes the organisation from business.ts', () => {
    const org = organizationJsonLd();
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe(business.productName);
    expect(org.url).toBe(`${business.siteUrl}/`);
    expect(org.telephone).toBe(business.phone);
    expect(org.email).toBe(business.email);
    expect(org.address.addressLocality).toBe('Nassau');
    expect(org.sameAs).toEqual([business.social.url]);
  });

  it('gives the local business hours 08:00-18:00 every day of the week', () => {
    const local = localBusinessJsonLd();
    expect(local['@type']).toBe('LocalBusiness');
    expect(local.openingHours).toBe('Mo-Su 08:00-18:00');
    expect(openingHoursText()).toBe(`Mo-Su ${business.hoursStructured.opens}-${business.hoursStructured.closes}`);
    const [spec] = local.openingHoursSpecification;
    expect(spec?.dayOfWeek).toHaveLength(7);
    expect(new Set(spec?.dayOfWeek)).toEqual(
      new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
    );
    expect(spec?.opens).toBe('08:00');
    expect(spec?.closes).toBe('18:00');
  });

  it('gives the local business address, geo and telephone', () => {
    const local = localBusinessJsonLd();
    expect(local.telephone).toBe(business.phone);
    expect(local.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.countryCode,
    });
    expect(local.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    });
  });

  it('serialises to JSON without losing fields', () => {
    const parsed = JSON.parse(JSON.stringify(localBusinessJsonLd())) as Record<string, unknown>;
    expect(parsed.openingHours).toBe('Mo-Su 08:00-18:00');
  });
});
