/**
 * Everything that names the business. Every page, the footer, structured data,
 * the sitemap and the web app manifest read from here; change the brand in one place.
 */
export const business = {
  productName: 'Nassau Harbour Yachts',
  shortName: 'Harbour Yachts',
  legalName: 'Nassau Harbour Yachts Ltd.',
  description: 'Yacht and boat brokerage, sales and charters in Nassau, The Bahamas. Luxury listings, seamless sales.',
  /** Canonical origin used for canonical URLs, Open Graph and the sitemap. */
  siteUrl: 'https://www.nassauharbouryachts.com',
  phone: '+1 242 555 0148',
  phoneHref: 'tel:+12425550148',
  email: 'info@nassauharbouryachts.com',
  address: {
    street: 'East Bay Street, Harbour Bay Marina',
    locality: 'Nassau',
    region: 'New Providence',
    country: 'The Bahamas',
    countryCode: 'BS',
  },
  geo: { latitude: 25.0758, longitude: -77.3212 },
  social: { label: 'Instagram', handle: '@nassauharbouryachts', url: 'https://www.instagram.com/nassauharbouryachts' },
  /** Visible text on the contact page. */
  hoursText: '8:00 AM to 8:00 PM daily',
  /** Structured data hours (the spec keeps both readings). */
  hoursStructured: { opens: '08:00', closes: '18:00' },
  tournamentMaker: {
    name: 'Stiletto Tournament Boats',
    /** How their boats are listed (make), e.g. '2026 Stiletto 26 Tournament CC'. */
    make: 'Stiletto',
    startingPrice: 65000,
    url: 'https://www.stilettoboats.com',
  },
  claims: ['100% Customer Satisfaction', '#1 In The Bahamas'],
} as const;

export type Business = typeof business;
