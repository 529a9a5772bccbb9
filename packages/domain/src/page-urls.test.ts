import { describe, expect, it } from 'vitest';
import { absoluteImageUrl } from './absolute-image-url';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, pageTitle } from './page-urls';

describe('page titles and absolute addresses', () => {
  it('titles carry the product name', () => {
    expect(pageTitle('2021 Azimut S7')).toBe('2021 Azimut S7 | Nassau Harbour Yachts');
  });
  it('paths become addresses on the canonical origin; absolute URLs stay', () => {
    expect(absoluteUrl('/boats/b1')).toBe('https://www.nassauharbouryachts.com/boats/b1');
    expect(absoluteUrl('x')).toBe('https://www.nassauharbouryachts.com/x');
    expect(absoluteUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(absoluteUrl(DEFAULT_SHARE_IMAGE)).toBe('https://www.nassauharbouryachts.com/og-image.jpg');
  });
  it('images: bundled names under /media/, protocol-relative URLs on https', () => {
    expect(absoluteImageUrl('boat-1-960.webp')).toBe('https://www.nassauharbouryachts.com/media/boat-1-960.webp');
    expect(absoluteImageUrl('//cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(absoluteImageUrl('https://x.test/a.jpg')).toBe('https://x.test/a.jpg');
  });
});
