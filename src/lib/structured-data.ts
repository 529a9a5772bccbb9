import { business } from '@harbour/domain/business';
import { absoluteUrl } from './page-meta';

/** schema.org JSON-LD builders. Every fact comes from business.ts so the page and the data cannot disagree. */

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function postalAddress() {
  return {
    '@type': 'PostalAddress',
    streetAddress: business.address.street,
    addressLocality: business.address.locality,
    addressRegion: business.address.region,
    addressCountry: business.address.countryCode,
  };
}

/** The home page's organisation data. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: business.productName,
    legalName: business.legalName,
    description: business.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    email: business.email,
    telephone: business.phone,
    address: postalAddress(),
    sameAs: [business.social.url],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: business.phone,
      email: business.email,
      areaServed: business.address.countryCode,
    },
  };
}

/** 'Mo-Su 08:00-18:00' from the structured hours (the contact page's machine-readable reading). */
export function openingHoursText(): string {
  return `Mo-Su ${business.hoursStructured.opens}-${business.hoursStructured.closes}`;
}

/** The contact page's local business data: address, geo, telephone and daily opening hours. */
export function localBusinessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absoluteUrl('/contact#business'),
    name: business.productName,
    description: business.description,
    url: absoluteUrl('/'),
    image: absoluteUrl('/og-image.jpg'),
    telephone: business.phone,
    email: business.email,
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHours: openingHoursText(),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...DAYS],
        opens: business.hoursStructured.opens,
        closes: business.hoursStructured.closes,
      },
    ],
    sameAs: [business.social.url],
  };
}
