import { describe, expect, it } from 'vitest';
import { boatMetaDescription, boatShareImage, productJsonLd } from './seo';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import { business } from '@harbour/domain/business';

describe('boatMetaDescription', () => {
  it('is the first 100 characters of the description', () => {
    const exactly100 = 'x'.repeat(100);
    expect(boatMetaDescription({ description: exactly100 })).toBe(exactly100);
    expect(boatMetaDescription({ description: `${exactly100}y` })).toBe(exactly100);
    expect(boatMetaDescription({ description: 'Short.' })).toBe('Short.');
    expect(boatMetaDescription({ description: '' })).toBe('');
  });
  it('never cuts a character in half', () => {
    const text = `${'a'.repeat(99)}🚤🚤`;
    expect(boatMetaDescription({ description: text })).toBe(`${'a'.repeat(99)}🚤`);
  });
});

describe('boatShareImage', () => {
  it('is the primary image, else null', () => {
    expect(
      boatShareImage(
        makeBoat({
          images: [
            { id: '1', url: 'a.webp', isPrimary: false, displayOrder: 0 },
            { id: '2', url: '/media/boats/b-960.webp', isPrimary: true, displayOrder: 1 },
          ],
        }),
      ),
    ).toBe('/media/boats/b-960.webp');
    expect(boatShareImage(makeBoat({ images: [{ id: '1', url: 'a.webp', isPrimary: false, displayOrder: 0 }] }))).toBe(
      '/media/a.webp',
    );
    expect(boatShareImage(makeBoat({ images: [] }))).toBeNull();
  });
});

describe('productJsonLd', () => {
  const boat = makeBoat({
    id: 'sea ray/1',
    year: 2019,
    make: 'Sea Ray',
    model: 'Sundancer 320',
    price: 189500,
    description: 'Family cruiser.',
    images: [
      { id: '2', url: 'https://cdn.example.com/b.jpg', isPrimary: false, displayOrder: 2 },
      { id: '1', url: '/media/boats/a-960.webp', isPrimary: true, displayOrder: 1 },
      { id: '3', url: 'c.webp', isPrimary: false, displayOrder: 3 },
    ],
  });
  const data = productJsonLd(boat);

  it('names the product by title and brand by make', () => {
    expect(data['@type']).toBe('Product');
    expect(data['@context']).toBe('https://schema.org');
    expect(data.name).toBe('2019 Sea Ray Sundancer 320');
    expect(data.description).toBe('Family cruiser.');
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Sea Ray' });
  });
  it('offers the price in USD, in stock, with the page URL', () => {
    const url = `${business.siteUrl}/boats/sea%20ray%2F1`;
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: 189500,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    });
    expect(data.url).toBe(url);
  });
  it('under offer is Reserved, sold is SoldOut; a price on request offers no price at all', () => {
    expect(productJsonLd({ ...boat, status: 'under_offer' }).offers.availability).toBe('https://schema.org/Reserved');
    expect(productJsonLd({ ...boat, status: 'sold' }).offers.availability).toBe('https://schema.org/SoldOut');
    const onRequest = productJsonLd({ ...boat, priceOnRequest: true });
    expect(onRequest.offers).not.toHaveProperty('price');
    expect(onRequest.offers).not.toHaveProperty('priceCurrency');
    expect(JSON.stringify(onRequest)).not.toContain('189500');
  });
  it('lists images as absolute URLs in display order', () => {
    expect(data.image).toEqual([
      `${business.siteUrl}/media/boats/a-960.webp`,
      'https://cdn.example.com/b.jpg',
      `${business.siteUrl}/media/c.webp`,
    ]);
  });
});
