import { business } from '@harbour/domain/business';
import { CHARTER_BOAT, CHARTER_OPTIONS } from '@harbour/domain/charter/charter-offer';
import { absoluteUrl } from '@/lib/page-meta';

// Apart from src/lib/structured-data.ts: the home page loads that file, and the charter offer is not its to carry.
/**
 * /charter's offers (#33): a boat charter service from Nassau with one offer per option, each priced for the whole boat
 * (Multi-Day: quote on request, so no price), booked on the page.
 */
export function charterJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    serviceType: 'Private boat charter',
    name: `${CHARTER_BOAT.name} charter`,
    description: `Private charters for up to ${CHARTER_BOAT.maxGuests} guests with a licensed captain, from Nassau.`,
    url: absoluteUrl('/charter'),
    provider: { '@id': absoluteUrl('/contact#business'), '@type': 'LocalBusiness', name: business.productName },
    areaServed: { '@type': 'Place', name: 'Nassau and the Exuma Cays, The Bahamas' },
    offers: CHARTER_OPTIONS.map((o) => ({
      '@type': 'Offer',
      name: o.name,
      description: o.summary,
      url: absoluteUrl('/charter'),
      ...(o.priceUsd === null ? {} : { price: o.priceUsd, priceCurrency: 'USD' }),
      ...(o.hours === null
        ? {}
        : { eligibleDuration: { '@type': 'QuantitativeValue', value: o.hours, unitCode: 'HUR' } }),
    })),
  };
}
