import { describe, expect, it } from 'vitest';
import { orderedImages, primaryImage } from './images';
import type { BoatImage } from '@harbour/domain/schemas/boat';

const img = (id: string, displayOrder: number, isPrimary = false): BoatImage => ({
  id,
  url: `/media/boats/${id}-960.webp`,
  displayOrder,
  isPrimary,
});

describe('orderedImages', () => {
  it('orders by displayOrder, stable for equal orders', () => {
    expect(orderedImages([img('c', 2), img('a', 0), img('b1', 1), img('b2', 1)]).map((i) => i.id)).toEqual([
      'a',
      'b1',
      'b2',
      'c',
    ]);
  });
  it('does not change its input', () => {
    const input = [img('b', 1), img('a', 0)];
    orderedImages(input);
    expect(input.map((i) => i.id)).toEqual(['b', 'a']);
  });
});

describe('primaryImage', () => {
  it('is the image marked primary, wherever it sits', () => {
    expect(primaryImage([img('a', 0), img('b', 1, true), img('c', 2)])?.id).toBe('b');
  });
  it('else the first by display order', () => {
    expect(primaryImage([img('c', 5), img('a', 1), img('b', 3)])?.id).toBe('a');
  });
  it('takes the first primary by display order if several are marked', () => {
    expect(primaryImage([img('z', 4, true), img('y', 2, true)])?.id).toBe('y');
  });
  it('is null without images', () => {
    expect(primaryImage([])).toBeNull();
  });
});
