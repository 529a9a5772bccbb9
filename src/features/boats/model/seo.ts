import type { Boat } from '@harbour/domain/schemas/boat';
import { absoluteUrl } from '@harbour/domain/page-urls';
import { boatMetaDescription as metaDescriptionOf } from '@harbour/domain/page-facts';
import { absoluteImageUrl } from '@harbour/domain/absolute-image-url';
import { resolveImageUrl } from '@harbour/domain/image-sources';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { orderedImages, primaryImage } from './images';
import { offerAvailability } from '@harbour/domain/boats/listing-visibility';

/** The boat page's meta description (the same as the preview function's: @harbour/domain/page-facts). */
export function boatMetaDescription(boat: Pick<Boat, 'description'>): string {
  return metaDescriptionOf(boat.description);
}

export function boatPath(id: string): string {
  return `/boats/${encodeURIComponent(id)}`;
}

/** The image shown when the page is shared: the primary image (as a site path or URL), or null. */
export function boatShareImage(boat: Pick<Boat, 'images'>): string | null {
  const image = primaryImage(boat.images);
  return image ? resolveImageUrl(image.url) : null;
}

/**
 * schema.org Product for a boat page: price in USD (none for a price on request), availability InStock, Reserved
 * under offer or SoldOut, absolute image URLs.
 */
export function productJsonLd(boat: Boat) {
  const url = absoluteUrl(boatPath(boat.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: boatTitle(boat),
    description: boat.description,
    image: orderedImages(boat.images).map((image) => absoluteImageUrl(image.url)),
    brand: { '@type': 'Brand', name: boat.make },
    offers: {
      '@type': 'Offer',
      ...(boat.priceOnRequest ? {} : { price: boat.price, priceCurrency: 'USD' }),
      availability: offerAvailability(boat),
      url,
    },
    url,
  };
}
